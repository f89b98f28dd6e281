import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, FileButton, Group, Image, Loader, Progress, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import {
  CreateOpportunityDocumentDocument,
  DeleteOpportunityDocumentsDocument,
  UpdateOpportunityDocumentDocument,
  type DocumentPageInput,
  type DocumentUploadMode,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { xhrProgressFetch } from '../../../api/progress-fetch';
import { CATEGORY_OF_SUB_TYPE, isDocumentSubType } from '../../../domain/documents';
import { isQueueable } from '../../offline/queueable-operations';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';
import { useAppServices } from '../../app-services';
import { useOutbox, useWhenLeftOutbox } from '../../offline/use-outbox';
import { loadOpportunityDocuments, type StoredDocument } from '../../capture/opportunity-documents';
import { compressPhoto } from '../../capture/photo-compression';
import { dataUrlOf } from '../../capture/data-url';
import { askPosition, type Position } from './photo-position';
import { photoTexts } from '../../capture/photo-texts';
import { CaptureHeading, THUMBNAIL_PX } from '../../capture/capture-heading';
import { COMPRESSION_SHARE, sendUntilStored, sentOf, uploadContext, type Sent, type UploadStage } from '../../capture/photo-upload';
import { useObjectUrl } from '../../capture/use-object-url';
import { waitingPhotos, type WaitingPhoto } from './waiting-photos';

/** A photo's upload as the outbox keeps it when the network cannot take it: its mutation and the idempotency id of its attempts. */
type KeptPhoto = { id: string; operation: 'CreateOpportunityDocument' | 'UpdateOpportunityDocument'; variables: Record<string, unknown> };

/** A photo on its way: compressed, then sent until the server has stored it. */
interface Upload {
  key: string;
  /** The compressed photo, shown until the stored one replaces it. */
  preview: string | null;
  progress: number;
  stage: UploadStage;
  message: string | null;
  /** Sends it once more with the same idempotency id, after the automatic attempts gave up. */
  retry?: () => void;
}

/** A photo waiting on the phone, as the outbox keeps it. */
function WaitingThumbnail({ photo, alt }: { photo: WaitingPhoto['preview']; alt: string }) {
  const src = useObjectUrl(photo);
  return src ? <Image src={src} alt={alt} w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" style={{ opacity: 0.6 }} /> : null;
}

const stageText: Record<UploadStage, string> = {
  compressing: photoTexts.compressing,
  uploading: photoTexts.uploading,
  retrying: photoTexts.retrying,
  failed: photoTexts.failed,
};

/**
 * Photos of one document sub-type, the one its bind path ends with (input.documents.SELFIE). Each
 * photo taken with the camera (LIVEPHOTO) or chosen from the gallery (DOCUMENTUPLOAD) is compressed
 * on the phone, tagged with the phone's position when the agent allows it, and stored at once as a
 * document of the opportunity, with a progress bar and automatic retries; stored photos show as
 * thumbnails and can be replaced (one photo kinds) or removed. The field's value is the stored
 * documents' ids, which the step's save lists.
 */
export function PhotoCaptureWidget({ field, name, control, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const services = useAppServices();
  const progressFetch = services.progressFetch ?? xhrProgressFetch;
  const { view: outboxView } = useOutbox();
  const { context } = useStepFormEnvironment();
  const opportunityId = context.opportunityId != null && context.opportunityId !== '' ? String(context.opportunityId) : null;
  const subType = name.split('.').at(-1) ?? '';
  const category = isDocumentSubType(subType) ? CATEGORY_OF_SUB_TYPE[subType] : null;
  const { field: input } = useController({ control, name });
  const [stored, setStored] = useState<readonly StoredDocument[] | null>(null);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const position = useRef<Position | null>(null);
  // A picked file stays the input's value: cleared after each pick, so that the same file can be picked again.
  const resetCamera = useRef<() => void>(null);
  const resetGallery = useRef<() => void>(null);
  const maxItems = field.maxItems ?? 1;
  const single = maxItems === 1;

  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (!opportunityId) return;
    let current = true;
    void loadOpportunityDocuments(client, opportunityId).then((load) => {
      if (!current) return;
      if (load.ok) setStored(load.documents.filter((d) => d.documentSubType === subType));
      else setProblem(photoTexts.loadFailed);
    });
    return () => {
      current = false;
    };
  }, [client, opportunityId, subType, loads]);

  const storedIds = useMemo(() => stored?.map((d) => d.id) ?? [], [stored]);
  const waiting = useMemo(
    () => (opportunityId ? waitingPhotos(outboxView.items, { opportunityId, subType, storedIds }) : []),
    [outboxView.items, opportunityId, subType, storedIds],
  );
  // A photo that has left the phone is shown as the server stored it.
  useWhenLeftOutbox(
    waiting.map((photo) => photo.id),
    () => setLoads((n) => n + 1),
  );

  // The form holds what the server stored, whatever a draft brought back.
  const ids = useMemo(() => stored?.map((d) => d.id) ?? null, [stored]);
  const { value, onChange } = input;
  useEffect(() => {
    if (!ids) return;
    const current: unknown[] = Array.isArray(value) ? value : [];
    if (current.length !== ids.length || current.some((id, i) => id !== ids[i])) onChange(ids);
  }, [ids, value, onChange]);

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = (key: string, attempt: () => Promise<Sent>, replacing: string | null, save: KeptPhoto) =>
    sendUntilStored(attempt, {
      stage: (stage) => patch(key, stage === 'uploading' ? { stage, message: null, retry: undefined } : { stage, message: photoTexts.retrying }),
      stored: (document) => {
        setStored((list) => (replacing ? (list ?? []).map((d) => (d.id === replacing ? document : d)) : [...(list ?? []), document]));
        setUploads((list) => list.filter((u) => u.key !== key));
      },
      failed: (retry) => void keepOnPhone(key, save, retry),
      refused: (error) => {
        setUploads((list) => list.filter((u) => u.key !== key));
        setProblem(describeError(error).message);
      },
    });

  const capture = async (file: File | null, mode: DocumentUploadMode) => {
    if (!file || !opportunityId || !category) return;
    setProblem(null);
    const key = crypto.randomUUID();
    const replacing = single ? (stored?.[0]?.id ?? null) : null;
    setUploads((list) => [...list, { key, preview: null, progress: 0, stage: 'compressing', message: null }]);
    let page: DocumentPageInput;
    try {
      const compressed = await compressPhoto(file, (done) => patch(key, { progress: done * COMPRESSION_SHARE }));
      page = { pageNumber: 1, dataUrl: await dataUrlOf(compressed), fileName: file.name || compressed.name, contentType: compressed.type };
    } catch {
      setUploads((list) => list.filter((u) => u.key !== key));
      setProblem(photoTexts.unreadable);
      return;
    }
    patch(key, { preview: page.dataUrl ?? null, progress: COMPRESSION_SHARE });
    const latLng = position.current;
    const id = crypto.randomUUID();
    const options = uploadContext(progressFetch, (progress) => patch(key, { progress }), id);
    const replacement = replacing ? { input: { id: replacing, documentMode: mode, documentPages: [page], latLng } } : null;
    const creation = {
      input: {
        opportunityId,
        document: { documentType: category, documentSubType: subType as StoredDocument['documentSubType'], documentMode: mode, documentSource: 'MANUAL_UPLOAD' as const, documentPages: [page], ...(latLng ? { latLng } : {}) },
      },
    };
    const save: KeptPhoto = replacement ? { id, operation: 'UpdateOpportunityDocument', variables: replacement } : { id, operation: 'CreateOpportunityDocument', variables: creation };
    const attempt = async (): Promise<Sent> => {
      if (replacement) {
        const result = await client.mutation(UpdateOpportunityDocumentDocument, replacement, options).toPromise();
        return sentOf(result.data?.updateOpportunityDocument.document, result.error);
      }
      const result = await client.mutation(CreateOpportunityDocumentDocument, creation, options).toPromise();
      return sentOf(result.data?.createOpportunityDocument.document, result.error);
    };
    // No network: nothing to try now; the photo waits on the phone.
    if (!navigator.onLine && (await keepOnPhone(key, save))) return;
    await send(key, attempt, replacing, save);
  };

  /**
   * Keeps a photo the network could not take on the phone (the outbox), with the idempotency id of
   * its attempts, to be sent when the network is back; where it cannot wait, the agent tries again.
   */
  const keepOnPhone = async (key: string, save: KeptPhoto, retry?: () => void): Promise<boolean> => {
    const box = isQueueable(save.operation, save.variables) ? await services.outbox?.().catch(() => undefined) : undefined;
    if (box) {
      const kept = await box.add({ ...save, label: photoTexts.waitingLabel(field.label), journey: null }).then(
        () => true,
        () => false,
      );
      if (kept) {
        setUploads((list) => list.filter((u) => u.key !== key));
        return true;
      }
    }
    patch(key, { stage: 'failed', message: photoTexts.failed, retry });
    return false;
  };

  const remove = async (document: StoredDocument) => {
    if (!opportunityId) return;
    setProblem(null);
    const result = await client.mutation(DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [document.id] } }).toPromise();
    if (result.error) setProblem(describeError(result.error).message);
    else setStored((list) => (list ?? []).filter((d) => d.id !== document.id));
  };

  /** The position is asked for as the agent taps, so that it is known by the time the photo is sent. */
  const withPosition = (open: () => void) => () => {
    void askPosition().then((found) => {
      if (found) position.current = found;
    });
    open();
  };

  const count = (stored?.length ?? 0) + uploads.length + waiting.length;
  // A photo waiting on the phone counts as being sent: a one-photo kind is retaken once it is stored.
  const busy = uploads.some((u) => u.stage !== 'failed') || waiting.some((photo) => !photo.failure);
  const canCapture = !disabled && opportunityId !== null && stored !== null && (single ? !busy : count < maxItems);
  const replaces = single && (stored?.length ?? 0) > 0;
  const message = problem ?? error;

  return (
    <Stack gap={6} data-widget="photoCapture" data-sub-type={subType}>
      <CaptureHeading label={field.label} help={field.help} required={required} />
      {opportunityId === null ? (
        <Text size="xs" c="dimmed">
          {photoTexts.noOpportunity}
        </Text>
      ) : stored === null && !problem ? (
        <Loader size="xs" aria-label={photoTexts.loading} />
      ) : null}
      {count > 0 && (
        <Group gap="xs" align="flex-start">
          {stored?.map((document, index) => {
            const page = document.documentPages[0];
            return (
              <Stack key={document.id} gap={4} w={THUMBNAIL_PX} data-photo="stored">
                {page && <Image src={page.url} alt={photoTexts.thumbnail(field.label, index + 1)} w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" />}
                {!disabled && !(single && required) && (
                  <Button size="xs" variant="subtle" color="red" mih={TAP_TARGET_PX} aria-label={photoTexts.removeFor(field.label, index + 1)} onClick={() => void remove(document)}>
                    {photoTexts.remove}
                  </Button>
                )}
              </Stack>
            );
          })}
          {waiting.map((photo) => {
            const sending = outboxView.sending === photo.id;
            return (
              <Stack key={photo.id} gap={4} w={THUMBNAIL_PX} data-photo="waiting">
                <WaitingThumbnail photo={photo.preview} alt={photoTexts.waitingLabel(field.label)} />
                {sending && outboxView.progress !== null && <Progress value={Math.round(outboxView.progress * 100)} size="sm" aria-label={photoTexts.uploadingFor(field.label)} />}
                <Text size="xs" c={photo.failure ? 'red' : 'dimmed'} role={photo.failure ? 'alert' : 'status'}>
                  {photo.failure ?? (sending ? photoTexts.sendingWaiting : photoTexts.waiting)}
                </Text>
              </Stack>
            );
          })}
          {uploads.map((upload) => (
            <Stack key={upload.key} gap={4} w={THUMBNAIL_PX} data-photo={upload.stage}>
              {upload.preview ? (
                <Image src={upload.preview} alt="" w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" style={{ opacity: 0.6 }} />
              ) : (
                <Center w={THUMBNAIL_PX} h={THUMBNAIL_PX} bg="gray.1" style={{ borderRadius: 4 }}>
                  <Loader size="sm" />
                </Center>
              )}
              <Progress value={Math.round(upload.progress * 100)} size="sm" color={upload.stage === 'failed' ? 'red' : undefined} aria-label={photoTexts.uploadingFor(field.label)} />
              <Text size="xs" c={upload.stage === 'failed' ? 'red' : 'dimmed'} role={upload.stage === 'failed' ? 'alert' : 'status'}>
                {upload.message ?? stageText[upload.stage]}
              </Text>
              {upload.retry && (
                <Button size="xs" variant="light" mih={TAP_TARGET_PX} onClick={upload.retry}>
                  {photoTexts.tryAgain}
                </Button>
              )}
            </Stack>
          ))}
        </Group>
      )}
      {canCapture && (
        <Group gap="xs">
          <FileButton
            accept="image/*"
            capture={field.camera ?? 'environment'}
            onChange={(file) => {
              resetCamera.current?.();
              void capture(file, 'LIVEPHOTO');
            }}
            inputProps={{ 'aria-label': photoTexts.takeFor(field.label) }}
            resetRef={resetCamera}
          >
            {({ onClick }) => (
              <Button variant="light" mih={TAP_TARGET_PX} onClick={withPosition(onClick)}>
                {replaces ? photoTexts.retake : photoTexts.takePhoto}
              </Button>
            )}
          </FileButton>
          <FileButton
            accept="image/*"
            onChange={(file) => {
              resetGallery.current?.();
              void capture(file, 'DOCUMENTUPLOAD');
            }}
            inputProps={{ 'aria-label': photoTexts.galleryFor(field.label) }}
            resetRef={resetGallery}
          >
            {({ onClick }) => (
              <Button variant="default" mih={TAP_TARGET_PX} onClick={withPosition(onClick)}>
                {replaces ? photoTexts.chooseAnother : photoTexts.fromGallery}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {message && (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
