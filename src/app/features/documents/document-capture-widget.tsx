import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Button, Center, FileButton, Group, Image, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useClient } from 'urql';
import {
  CreateOpportunityDocumentDocument,
  DeleteOpportunityDocumentsDocument,
  PerformOcrDocument,
  UpdateOpportunityDocumentDocument,
  type DocumentPageInput,
  type DocumentUploadMode,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { xhrProgressFetch } from '../../../api/progress-fetch';
import { CATEGORY_OF_SUB_TYPE, documentMessages, documentNeedsNumber, DOCUMENT_MAX_PAGES, isDocumentSubType, PAGE_MAX_BYTES } from '../../../domain/documents';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { useAppServices } from '../../app-services';
import { CaptureHeading, THUMBNAIL_PX } from '../../capture/capture-heading';
import { documentTexts } from './document-texts';
import { loadOpportunityDocuments, type StoredDocument } from '../../capture/opportunity-documents';
import { compressPhoto } from '../../capture/photo-compression';
import { dataUrlOf } from '../../capture/data-url';
import { COMPRESSION_SHARE, sendUntilStored, sentOf, uploadContext, type Sent, type UploadStage } from '../../capture/photo-upload';

interface Upload {
  progress: number;
  stage: UploadStage;
  /** Sends it once more with the same idempotency id, after the automatic attempts gave up. */
  retry?: () => void;
}

const stageText: Record<UploadStage, string> = {
  compressing: documentTexts.compressing,
  uploading: documentTexts.uploading,
  retrying: documentTexts.retrying,
  failed: documentTexts.failed,
};

/**
 * A number typed for a stored document that the server has not confirmed yet, kept in the tab's
 * sessionStorage as it is typed: a reload right after typing, which may abort the request still
 * on its way, finds it and sends it again.
 */
const typedNumberKey = (documentId: string) => `document-number:${documentId}`;
function keptTypedNumber(documentId: string): string | null {
  try {
    return window.sessionStorage.getItem(typedNumberKey(documentId));
  } catch {
    return null;
  }
}
function keepTypedNumber(documentId: string, typed: string | null) {
  try {
    if (typed === null) window.sessionStorage.removeItem(typedNumberKey(documentId));
    else window.sessionStorage.setItem(typedNumberKey(documentId), typed);
  } catch {
    // Full or unavailable: the number is still being sent, it only would not survive a reload.
  }
}

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** A stored page, sent back as it is. */
const keptPage = (page: StoredDocument['documentPages'][number], pageNumber = page.pageNumber): DocumentPageInput => ({ pageNumber, url: page.url, fileName: page.fileName });

/**
 * One document of the sub-type its bind path ends with (input.documents.GST): its pages photos
 * taken with the camera (LIVEPHOTO) or photos or PDFs chosen from the phone (DOCUMENTUPLOAD). A
 * photo is compressed on the phone as the photo widgets' are; a PDF goes as it is (the server
 * checks what its bytes are). Each page is stored at once, with a progress bar and automatic
 * retries, and can be replaced or removed. Once stored the document is read by OCR, and the number
 * read fills its document number, which the agent can correct. The number is saved as it is
 * typed, one request at a time with the newest going last, and the step's save waits until it has
 * landed; a business proof or licence with no number is refused there, with the message the
 * server's own check gives (documentMessages.numberMissing).
 * The field's value is the stored document's id, which the step's save lists.
 */
export function DocumentCaptureWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const progressFetch = useAppServices().progressFetch ?? xhrProgressFetch;
  const { context, holdSave } = useStepFormEnvironment();
  const { clearErrors } = useFormContext();
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const subType = name.split('.').at(-1) ?? '';
  const category = isDocumentSubType(subType) ? CATEGORY_OF_SUB_TYPE[subType] : null;
  const { field: input } = useController({ control, name });
  const [stored, setStored] = useState<StoredDocument | null | undefined>(undefined);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [reading, setReading] = useState<{ state: 'reading' } | { state: 'read'; number: string } | { state: 'failed'; reason: string } | null>(null);
  const resetCamera = useRef<() => void>(null);
  const resetFile = useRef<() => void>(null);

  // The number's writes: one in flight, the newest change waiting behind it.
  const numberWrites = useRef<{ pending: { id: string; typed: string } | null; inFlight: Promise<void> | null; failed: boolean }>({ pending: null, inFlight: null, failed: false });

  const saveNumber = async (documentId: string, typed: string) => {
    const result = await client.mutation(UpdateOpportunityDocumentDocument, { input: { id: documentId, uniqueIdentifier: typed.trim() || null } }).toPromise();
    const document = result.data?.updateOpportunityDocument.document;
    numberWrites.current.failed = !document;
    if (!document) return setProblem(documentTexts.numberSaveFailed);
    setStored(document);
    setProblem((shown) => (shown === documentTexts.numberSaveFailed ? null : shown));
    if (numberWrites.current.pending?.id !== documentId) keepTypedNumber(documentId, null);
  };

  const sendNextNumber = () => {
    const writes = numberWrites.current;
    if (writes.inFlight || !writes.pending) return;
    const { id, typed } = writes.pending;
    writes.pending = null;
    writes.inFlight = saveNumber(id, typed).finally(() => {
      writes.inFlight = null;
      sendNextNumber();
    });
  };

  const writeNumber = (documentId: string, typed: string) => {
    keepTypedNumber(documentId, typed);
    numberWrites.current.pending = { id: documentId, typed };
    sendNextNumber();
  };
  // The load below sends a number kept before a reload again; it runs once per document, not per render.
  const writeNumberLater = useRef(writeNumber);
  writeNumberLater.current = writeNumber;

  // The step's save goes once the number typed has landed, and not for a document without one.
  const hasStored = stored != null;
  const numberNow = useRef(number);
  numberNow.current = number;
  useEffect(
    () =>
      holdSave?.(name, async () => {
        const writes = numberWrites.current;
        while (writes.inFlight || writes.pending) {
          sendNextNumber();
          await writes.inFlight;
        }
        if (writes.failed) return documentTexts.numberSaveFailed;
        return hasStored && isDocumentSubType(subType) && documentNeedsNumber(subType) && !numberNow.current.trim() ? documentMessages.numberMissing : null;
      }),
    // sendNextNumber reads only refs and the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [holdSave, name, subType, hasStored],
  );

  useEffect(() => {
    if (!opportunityId) return;
    let current = true;
    void loadOpportunityDocuments(client, opportunityId).then((load) => {
      if (!current) return;
      if (!load.ok) {
        setProblem(documentTexts.loadFailed);
        return;
      }
      const document = load.documents.find((d) => d.documentSubType === subType) ?? null;
      setStored(document);
      const typed = document && keptTypedNumber(document.id);
      if (document && typed !== null && typed.trim() !== (document.uniqueIdentifier ?? '')) {
        // Typed before a reload that may have stopped its request: shown and sent again.
        setNumber(typed);
        writeNumberLater.current(document.id, typed);
      } else {
        if (document) keepTypedNumber(document.id, null);
        setNumber(document?.uniqueIdentifier ?? '');
      }
    });
    return () => {
      current = false;
    };
  }, [client, opportunityId, subType]);

  // The form holds what the server stored, whatever a draft brought back.
  const ids = useMemo(() => (stored === undefined ? null : stored ? [stored.id] : []), [stored]);
  const { value, onChange } = input;
  useEffect(() => {
    if (!ids) return;
    const current: unknown[] = Array.isArray(value) ? value : [];
    if (current.length !== ids.length || current.some((id, i) => id !== ids[i])) onChange(ids);
  }, [ids, value, onChange]);

  /** Reads the stored document; the number read fills the document number unless the agent typed one. */
  const readDocument = async (document: StoredDocument) => {
    if (!opportunityId) return;
    setReading({ state: 'reading' });
    const result = await client.mutation(PerformOcrDocument, { input: { opportunityId, documentId: document.id, documentSubType: document.documentSubType } }).toPromise();
    const read = result.data?.performOCR.extractedData?.registrationNumber;
    if (!read) {
      setReading({ state: 'failed', reason: result.error ? describeError(result.error).message : documentTexts.unreadable });
      return;
    }
    setReading({ state: 'read', number: read });
    if (!document.uniqueIdentifier && !numberNow.current.trim()) {
      setNumber(read);
      writeNumber(document.id, read);
    }
  };

  const send = (attempt: () => Promise<Sent>) =>
    sendUntilStored(attempt, {
      stage: (stage) => setUpload((u) => u && { ...u, stage, retry: undefined }),
      stored: async (document) => {
        setStored(document);
        setUpload(null);
        await readDocument(document);
      },
      failed: (retry) => setUpload((u) => u && { ...u, stage: 'failed', retry }),
      refused: (error) => {
        setUpload(null);
        setProblem(describeError(error).message);
      },
    });

  /** A new page from the file, or in place of page `replacing`. */
  const addPage = async (file: File | null, mode: DocumentUploadMode, replacing: number | null) => {
    if (!file || !opportunityId || !category) return;
    setProblem(null);
    if (file.size > PAGE_MAX_BYTES && isPdf(file)) {
      setProblem(documentMessages.fileTooLarge);
      return;
    }
    setUpload({ progress: 0, stage: 'compressing' });
    let dataUrl: string;
    try {
      dataUrl = isPdf(file) ? await dataUrlOf(file) : await dataUrlOf(await compressPhoto(file, (done) => setUpload((u) => u && { ...u, progress: done * COMPRESSION_SHARE })));
    } catch {
      setUpload(null);
      setProblem(documentTexts.unreadable);
      return;
    }
    setUpload((u) => u && { ...u, progress: COMPRESSION_SHARE });
    const existing = stored?.documentPages ?? [];
    const pageNumber = replacing ?? existing.reduce((max, page) => Math.max(max, page.pageNumber), 0) + 1;
    const page: DocumentPageInput = { pageNumber, dataUrl, fileName: file.name || null, contentType: isPdf(file) ? 'application/pdf' : 'image/jpeg' };
    const options = uploadContext(progressFetch, (progress) => setUpload((u) => u && { ...u, progress }));
    const documentId = stored?.id ?? null;
    const attempt = async (): Promise<Sent> => {
      if (documentId) {
        const pages = [...existing.filter((p) => p.pageNumber !== replacing).map((p) => keptPage(p)), page].sort((a, b) => a.pageNumber - b.pageNumber);
        const result = await client.mutation(UpdateOpportunityDocumentDocument, { input: { id: documentId, documentMode: mode, documentPages: pages } }, options).toPromise();
        return sentOf(result.data?.updateOpportunityDocument.document, result.error);
      }
      const result = await client
        .mutation(
          CreateOpportunityDocumentDocument,
          {
            input: {
              opportunityId,
              document: {
                documentType: category,
                documentSubType: subType as StoredDocument['documentSubType'],
                documentMode: mode,
                documentSource: 'MANUAL_UPLOAD',
                documentPages: [page],
                uniqueIdentifier: number.trim() || null,
              },
            },
          },
          options,
        )
        .toPromise();
      return sentOf(result.data?.createOpportunityDocument.document, result.error);
    };
    await send(attempt);
  };

  const removePage = async (pageNumber: number) => {
    if (!opportunityId || !stored) return;
    setProblem(null);
    const rest = stored.documentPages.filter((p) => p.pageNumber !== pageNumber);
    if (rest.length === 0) {
      const result = await client.mutation(DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [stored.id] } }).toPromise();
      if (result.error) {
        setProblem(describeError(result.error).message);
        return;
      }
      keepTypedNumber(stored.id, null);
      setStored(null);
      setNumber('');
      setReading(null);
      return;
    }
    const pages = rest.map((p, index) => keptPage(p, index + 1));
    const result = await client.mutation(UpdateOpportunityDocumentDocument, { input: { id: stored.id, documentPages: pages } }).toPromise();
    const document = result.data?.updateOpportunityDocument.document;
    if (document) setStored(document);
    else if (result.error) setProblem(describeError(result.error).message);
  };

  const pages = stored?.documentPages ?? [];
  const canAdd = !disabled && opportunityId !== null && stored !== undefined && upload === null && pages.length < DOCUMENT_MAX_PAGES;
  const message = problem ?? error;

  return (
    <Stack gap={6} data-widget="documentCapture" data-sub-type={subType}>
      <CaptureHeading label={field.label} help={field.help} required={required} />
      {opportunityId === null ? (
        <Text size="xs" c="dimmed">
          {documentTexts.noOpportunity}
        </Text>
      ) : stored === undefined && !problem ? (
        <Loader size="xs" aria-label={documentTexts.loading} />
      ) : null}
      {(pages.length > 0 || upload) && (
        <Group gap="xs" align="flex-start">
          {pages.map((page) => (
            <Stack key={page.pageNumber} gap={4} w={THUMBNAIL_PX} data-page={page.contentType}>
              {page.contentType === 'application/pdf' ? (
                <Center w={THUMBNAIL_PX} h={THUMBNAIL_PX} bg="red.0" role="img" aria-label={documentTexts.pdfPage(field.label, page.pageNumber)} style={{ borderRadius: 4 }}>
                  <Stack gap={0} align="center">
                    <Text fw={700} c="red.8">
                      {documentTexts.pdf}
                    </Text>
                    <Anchor href={page.url} target="_blank" rel="noopener" size="xs">
                      {documentTexts.openPdf}
                    </Anchor>
                  </Stack>
                </Center>
              ) : (
                <Image src={page.url} alt={documentTexts.page(field.label, page.pageNumber)} w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" />
              )}
              {!disabled && upload === null && (
                <>
                  {/* Keyed by the page's file, so that the chooser starts empty again once the page is replaced. */}
                  <FileButton key={page.url} accept="image/*,application/pdf" onChange={(file) => void addPage(file, 'DOCUMENTUPLOAD', page.pageNumber)}>
                    {({ onClick }) => (
                      <Button size="xs" variant="subtle" mih={TAP_TARGET_PX} aria-label={documentTexts.replaceFor(field.label, page.pageNumber)} onClick={onClick}>
                        {documentTexts.replace}
                      </Button>
                    )}
                  </FileButton>
                  <Button size="xs" variant="subtle" color="red" mih={TAP_TARGET_PX} aria-label={documentTexts.removeFor(field.label, page.pageNumber)} onClick={() => void removePage(page.pageNumber)}>
                    {documentTexts.remove}
                  </Button>
                </>
              )}
            </Stack>
          ))}
          {upload && (
            <Stack gap={4} w={THUMBNAIL_PX * 2} data-upload={upload.stage}>
              <Progress value={Math.round(upload.progress * 100)} size="sm" color={upload.stage === 'failed' ? 'red' : undefined} aria-label={documentTexts.uploadingFor(field.label)} />
              <Text size="xs" c={upload.stage === 'failed' ? 'red' : 'dimmed'} role={upload.stage === 'failed' ? 'alert' : 'status'}>
                {stageText[upload.stage]}
              </Text>
              {upload.retry && (
                <Button size="xs" variant="light" mih={TAP_TARGET_PX} onClick={upload.retry}>
                  {documentTexts.tryAgain}
                </Button>
              )}
            </Stack>
          )}
        </Group>
      )}
      {canAdd && (
        <Group gap="xs">
          <FileButton
            accept="image/*"
            capture="environment"
            onChange={(file) => {
              resetCamera.current?.();
              void addPage(file, 'LIVEPHOTO', null);
            }}
            inputProps={{ 'aria-label': documentTexts.takeFor(field.label) }}
            resetRef={resetCamera}
          >
            {({ onClick }) => (
              <Button variant="light" mih={TAP_TARGET_PX} onClick={onClick}>
                {documentTexts.takePhoto}
              </Button>
            )}
          </FileButton>
          <FileButton
            accept="image/*,application/pdf"
            onChange={(file) => {
              resetFile.current?.();
              void addPage(file, 'DOCUMENTUPLOAD', null);
            }}
            inputProps={{ 'aria-label': documentTexts.chooseFor(field.label) }}
            resetRef={resetFile}
          >
            {({ onClick }) => (
              <Button variant="default" mih={TAP_TARGET_PX} onClick={onClick}>
                {documentTexts.chooseFile}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {stored && (
        <TextInput
          label={documentTexts.number}
          aria-label={documentTexts.numberFor(field.label)}
          description={documentTexts.numberHelp}
          value={number}
          maxLength={30}
          disabled={disabled}
          styles={{ input: { minHeight: TAP_TARGET_PX } }}
          onChange={(event) => {
            const typed = event.currentTarget.value.toUpperCase();
            setNumber(typed);
            writeNumber(stored.id, typed);
            if (error) clearErrors(name);
          }}
        />
      )}
      {reading && (
        <Text size="xs" c={reading.state === 'failed' ? 'orange.8' : 'dimmed'} role="status">
          {reading.state === 'reading' ? documentTexts.reading : reading.state === 'read' ? documentTexts.read(reading.number) : documentTexts.notRead(reading.reason)}
        </Text>
      )}
      {message && (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
