import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { CLOSE_DIALOG } from '../theme';
import { createBarcodeReader, SCANNED_FORMATS, type BarcodeFormat, type BarcodeReader } from './barcode-reader';

// Reads a serial number or a QR code with the phone's camera. Scanning is an aid: wherever the
// camera cannot be used (no camera, no permission, an insecure page) the agent is told so in plain
// words and types the value instead, in the field beside the Scan button.

export const scannerTexts = {
  scan: 'Scan',
  scanLabel: (label: string) => `Scan ${label}`,
  close: 'Close',
  starting: 'Starting the camera…',
  aim: (label: string) => `Point the camera at the ${label}.`,
  noCamera: (label: string) => `This browser cannot use a camera here. Please type the ${label}.`,
  denied: (label: string) => `The camera is not allowed for this app. Please allow it in the browser's settings, or type the ${label}.`,
  notFound: (label: string) => `No camera was found on this device. Please type the ${label}.`,
  failed: (label: string) => `The camera could not be started. Please type the ${label}.`,
} as const;

/** A dialog's close button a thumb can hit (the theme sizes buttons, not a modal's close icon), named as the theme names it. */
export const THUMB_CLOSE = { style: { minWidth: 44, minHeight: 44 }, ...CLOSE_DIALOG } as const;

/** How often a video frame is read: often enough to feel immediate, rarely enough for a cheap phone. */
const READ_INTERVAL_MS = 250;

export interface SerialScannerProps {
  /** What is scanned, in the agent's words ('serial number', 'QR code'): names the button and the messages. */
  label: string;
  /** Called once with the value read (trimmed); the scanner then closes. */
  onDetected: (value: string) => void;
  /** The codes to read; default: the 1D codes of device labels and QR / Data Matrix codes. */
  formats?: readonly BarcodeFormat[];
  /** Disables the Scan button; default false. */
  disabled?: boolean;
}

type ScanState = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'unavailable'; message: string };

function cameraProblem(error: unknown, label: string): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return scannerTexts.denied(label);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return scannerTexts.notFound(label);
  return scannerTexts.failed(label);
}

/** The Scan button and, once tapped, the camera view that reads one code. */
export function SerialScanner({ label, onDetected, formats = SCANNED_FORMATS, disabled = false }: SerialScannerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" mih={44} onClick={() => setOpen(true)} disabled={disabled} aria-label={scannerTexts.scanLabel(label)}>
        {scannerTexts.scan}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={scannerTexts.scanLabel(label)} centered closeButtonProps={THUMB_CLOSE}>
        {open && (
          <ScannerView
            label={label}
            formats={formats}
            onClose={() => setOpen(false)}
            onDetected={(value) => {
              setOpen(false);
              onDetected(value);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function ScannerView({ label, formats, onDetected, onClose }: { label: string; formats: readonly BarcodeFormat[]; onDetected: (value: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>(() =>
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? { kind: 'starting' } : { kind: 'unavailable', message: scannerTexts.noCamera(label) },
  );
  const detected = useRef(onDetected);
  detected.current = onDetected;
  // What the view opened with. The camera starts once per opening and is given back when the view
  // closes: a later render (the change to 'scanning') must not start it again.
  const opening = useRef({ startable: state.kind === 'starting', label, formats });

  useEffect(() => {
    const { startable, label, formats } = opening.current;
    if (!startable) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    const release = () => stream?.getTracks().forEach((track) => track.stop());
    const fail = (error: unknown) => {
      if (!stopped) setState({ kind: 'unavailable', message: cameraProblem(error, label) });
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        fail(error);
        return;
      }
      const element = video.current;
      if (stopped || !element) return release();
      let reader: BarcodeReader;
      try {
        element.srcObject = stream;
        [reader] = await Promise.all([createBarcodeReader(formats), element.play()]);
      } catch (error) {
        fail(error);
        return;
      }
      if (stopped) return;
      setState({ kind: 'scanning' });
      while (!stopped) {
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const codes = await reader.detect(element).catch(() => []);
          const value = codes.map((code) => code.rawValue.trim()).find(Boolean);
          if (value && !stopped) {
            detected.current(value);
            return;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, READ_INTERVAL_MS));
      }
    })();
    return () => {
      stopped = true;
      release();
    };
  }, []);

  return (
    <Stack gap="sm" data-scan-state={state.kind}>
      {state.kind === 'unavailable' ? (
        <Alert color="yellow" role="status">
          {state.message}
        </Alert>
      ) : (
        <>
          <video ref={video} muted playsInline aria-label={scannerTexts.aim(label)} style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }} />
          {state.kind === 'starting' ? (
            <Stack align="center" gap={4}>
              <Loader size="sm" />
              <Text size="sm">{scannerTexts.starting}</Text>
            </Stack>
          ) : (
            <Text size="sm" ta="center">
              {scannerTexts.aim(label)}
            </Text>
          )}
        </>
      )}
      <Button variant="default" mih={44} onClick={onClose}>
        {scannerTexts.close}
      </Button>
    </Stack>
  );
}
