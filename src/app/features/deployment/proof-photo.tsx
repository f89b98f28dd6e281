import { useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useClient } from 'urql';
import { CreateOpportunityDocumentDocument, type DocumentUploadMode } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { xhrProgressFetch } from '../../../api/progress-fetch';
import { CATEGORY_OF_SUB_TYPE } from '../../../domain/documents';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useAppServices } from '../../app-services';
import { CaptureHeading, THUMBNAIL_PX } from '../../capture/capture-heading';
import { compressPhoto } from '../../capture/photo-compression';
import { dataUrlOf } from '../../capture/data-url';
import { photoTexts } from '../../capture/photo-texts';
import { COMPRESSION_SHARE, sendUntilStored, sentOf, uploadContext, type Sent, type UploadStage } from '../../capture/photo-upload';

export type ProofSubType = 'CARDTESTTRANSACTION' | 'UPITESTTRANSACTION';

export interface ProofPhotoValue {
  documentId: string;
  url: string | null;
}

const stageText: Record<UploadStage, string> = {
  compressing: photoTexts.compressing,
  uploading: photoTexts.uploading,
  retrying: photoTexts.retrying,
  failed: photoTexts.failed,
};

/**
 * The photo proving a test transaction, stored as a document of the opportunity the way every photo
 * of the app is (compressed on the phone, sent with progress and automatic retries); `onStored`
 * gets the stored document, whose id the test transaction then names.
 */
export function ProofPhoto(props: {
  opportunityId: string;
  subType: ProofSubType;
  label: string;
  value: ProofPhotoValue | null;
  error?: string | null;
  onStored: (value: ProofPhotoValue) => void;
}) {
  const client = useClient();
  const progressFetch = useAppServices().progressFetch ?? xhrProgressFetch;
  const [upload, setUpload] = useState<{ progress: number; stage: UploadStage; retry?: () => void } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetCamera = useRef<() => void>(null);
  const resetGallery = useRef<() => void>(null);

  const capture = async (file: File | null, mode: DocumentUploadMode) => {
    if (!file) return;
    setProblem(null);
    setUpload({ progress: 0, stage: 'compressing' });
    let dataUrl: string;
    let compressed: File;
    try {
      compressed = await compressPhoto(file, (done) => setUpload((u) => u && { ...u, progress: done * COMPRESSION_SHARE }));
      dataUrl = await dataUrlOf(compressed);
    } catch {
      setUpload(null);
      setProblem(photoTexts.unreadable);
      return;
    }
    const options = uploadContext(progressFetch, (progress) => setUpload((u) => u && { ...u, progress }));
    const attempt = async (): Promise<Sent> => {
      const result = await client
        .mutation(
          CreateOpportunityDocumentDocument,
          {
            input: {
              opportunityId: props.opportunityId,
              document: {
                documentType: CATEGORY_OF_SUB_TYPE[props.subType],
                documentSubType: props.subType,
                documentMode: mode,
                documentSource: 'MANUAL_UPLOAD',
                documentPages: [{ pageNumber: 1, dataUrl, fileName: file.name || compressed.name, contentType: compressed.type }],
              },
            },
          },
          options,
        )
        .toPromise();
      return sentOf(result.data?.createOpportunityDocument.document, result.error);
    };
    await sendUntilStored(attempt, {
      stage: (stage) => setUpload((u) => ({ progress: u?.progress ?? COMPRESSION_SHARE, stage })),
      stored: (document) => {
        setUpload(null);
        props.onStored({ documentId: document.id, url: document.documentPages[0]?.url ?? null });
      },
      failed: (retry) => setUpload((u) => ({ progress: u?.progress ?? 0, stage: 'failed', retry })),
      refused: (refusal) => {
        setUpload(null);
        setProblem(describeError(refusal).message);
      },
    });
  };

  const busy = upload !== null && upload.stage !== 'failed';
  const message = problem ?? props.error;

  return (
    <Stack gap={6} data-proof={props.subType} data-document-id={props.value?.documentId}>
      <CaptureHeading label={props.label} required />
      {props.value?.url ? <Image src={props.value.url} alt={photoTexts.thumbnail(props.label, 1)} w={THUMBNAIL_PX} h={THUMBNAIL_PX} fit="cover" radius="sm" /> : null}
      {upload ? (
        <Stack gap={4}>
          <Progress value={Math.round(upload.progress * 100)} size="sm" color={upload.stage === 'failed' ? 'red' : undefined} aria-label={photoTexts.uploadingFor(props.label)} />
          <Text size="xs" c={upload.stage === 'failed' ? 'red' : 'dimmed'} role={upload.stage === 'failed' ? 'alert' : 'status'}>
            {stageText[upload.stage]}
          </Text>
          {upload.retry ? (
            <Button size="sm" variant="light" mih={TAP_TARGET_PX} w="fit-content" onClick={upload.retry}>
              {photoTexts.tryAgain}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Group gap="xs">
        <FileButton
          accept="image/*"
          capture="environment"
          onChange={(file) => {
            resetCamera.current?.();
            void capture(file, 'LIVEPHOTO');
          }}
          inputProps={{ 'aria-label': photoTexts.takeFor(props.label) }}
          resetRef={resetCamera}
        >
          {({ onClick }) => (
            <Button variant="light" mih={TAP_TARGET_PX} onClick={onClick} disabled={busy}>
              {props.value ? photoTexts.retake : photoTexts.takePhoto}
            </Button>
          )}
        </FileButton>
        <FileButton
          accept="image/*"
          onChange={(file) => {
            resetGallery.current?.();
            void capture(file, 'DOCUMENTUPLOAD');
          }}
          inputProps={{ 'aria-label': photoTexts.galleryFor(props.label) }}
          resetRef={resetGallery}
        >
          {({ onClick }) => (
            <Button variant="default" mih={TAP_TARGET_PX} onClick={onClick} disabled={busy}>
              {props.value ? photoTexts.chooseAnother : photoTexts.fromGallery}
            </Button>
          )}
        </FileButton>
      </Group>
      {message ? (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
