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
} from '../../../generated/graphql';
import { describeError } from '../../api/error-message';
import { xhrProgressFetch } from '../../api/progress-fetch';
import { CATEGORY_OF_SUB_TYPE, isDocumentSubType } from '../../domain/documents';
import type { DomainWidgetProps } from '../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../engine/render/field-renderer';
import { useStepFormEnvironment } from '../../engine/render/step-form-context';
import { useAppServices } from '../app-services';
import { loadOpportunityDocuments, type StoredDocument } from './opportunity-documents';
import { compressPhoto, dataUrlOf } from './photo-compression';
import { askPosition, type Position } from './photo-position';
import { photoTexts } from './photo-texts';
import { CaptureHeading, THUMBNAIL_PX } from './capture-heading';
import { COMPRESSION_SHARE, sendUntilStored, sentOf, uploadContext, type Sent, type UploadStage } from './photo-upload';

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
  const progressFetch = useAppServices().progressFetch ?? xhrProgressFetch;
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
  }, [client, opportunityId, subType]);

  // The form holds what the server stored, whatever a draft brought back.
  const ids = useMemo(() => stored?.map((d) => d.id) ?? null, [stored]);
  const { value, onChange } = input;
  useEffect(() => {
    if (!ids) return;
    const current: unknown[] = Array.isArray(value) ? value : [];
    if (current.length !== ids.length || current.some((id, i) => id !== ids[i])) onChange(ids);
  }, [ids, value, onChange]);

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = (key: string, attempt: () => Promise<Sent>, replacing: string | null) =>
    sendUntilStored(attempt, {
      stage: (stage) => patch(key, stage === 'uploading' ? { stage, message: null, retry: undefined } : { stage, message: photoTexts.retrying }),
      stored: (document) => {
        setStored((list) => (replacing ? (list ?? []).map((d) => (d.id === replacing ? document : d)) : [...(list ?? []), document]));
        setUploads((list) => list.filter((u) => u.key !== key));
      },
      failed: (retry) => patch(key, { stage: 'failed', message: photoTexts.failed, retry }),
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
    const options = uploadContext(progressFetch, (progress) => patch(key, { progress }));
    const attempt = async (): Promise<Sent> => {
      if (replacing) {
        const result = await client
          .mutation(UpdateOpportunityDocumentDocument, { input: { id: replacing, documentMode: mode, documentPages: [page], latLng } }, options)
          .toPromise();
        return sentOf(result.data?.updateOpportunityDocument.document, result.error);
      }
      const result = await client
        .mutation(
          CreateOpportunityDocumentDocument,
          {
            input: {
              opportunityId,
              document: { documentType: category, documentSubType: subType as StoredDocument['documentSubType'], documentMode: mode, documentSource: 'MANUAL_UPLOAD', documentPages: [page], ...(latLng ? { latLng } : {}) },
            },
          },
          options,
        )
        .toPromise();
      return sentOf(result.data?.createOpportunityDocument.document, result.error);
    };
    await send(key, attempt, replacing);
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

  const count = (stored?.length ?? 0) + uploads.length;
  const busy = uploads.some((u) => u.stage !== 'failed');
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
      {(stored?.length ?? 0) + uploads.length > 0 && (
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
