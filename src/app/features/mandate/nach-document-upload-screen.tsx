import { useRef, useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { PMandateDocument, UploadPMandateDocument, type DocumentUploadMode } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { xhrProgressFetch } from '../../../api/progress-fetch';
import { awaitsMerchant } from '../../../domain/mandate';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { useAppServices } from '../../app-services';
import { MandateScreenFrame } from './mandate-screen-frame';
import { MandateCard } from './mandate-card';
import { mandateTexts } from './mandate-texts';
import { compressPhoto } from '../../capture/photo-compression';
import { dataUrlOf } from '../../capture/data-url';
import { COMPRESSION_SHARE, sendUntilStored, sentOf, uploadContext, type Sent, type UploadStage } from '../../capture/photo-upload';
import { useSelection } from '../../journey/selection';

interface Upload {
  progress: number;
  stage: UploadStage;
  retry?: () => void;
}

const stageText: Record<UploadStage, string> = {
  compressing: mandateTexts.uploading,
  uploading: mandateTexts.uploading,
  retrying: mandateTexts.retrying,
  failed: mandateTexts.uploadFailed,
};

/**
 * The photo of the physical NACH form the merchant signed: taken with the camera or chosen from
 * the gallery, compressed on the phone and sent with a progress bar and automatic retries, as
 * every photo is. Once stored the mandate is submitted and the status screen shows it.
 */
export default function NachDocumentUploadScreen() {
  const client = useClient();
  const navigate = useNavigate();
  const progressFetch = useAppServices().progressFetch ?? xhrProgressFetch;
  const { opportunityId } = useSelection();
  const [{ data, fetching, error }] = useQuery({
    query: PMandateDocument,
    variables: { input: { opportunityId: String(opportunityId ?? '') } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetCamera = useRef<() => void>(null);
  const resetGallery = useRef<() => void>(null);
  const mandate = data?.pMandate.mandate ?? null;
  const open = mandate !== null && (awaitsMerchant(mandate.mandateStatus) || mandate.mandateStatus === 'submitted');

  const send = async (file: File | null, mode: DocumentUploadMode) => {
    if (!file || !mandate || opportunityId === null) return;
    setProblem(null);
    setUpload({ progress: 0, stage: 'compressing' });
    let dataUrl: string;
    try {
      const compressed = await compressPhoto(file, (done) => setUpload({ progress: done * COMPRESSION_SHARE, stage: 'compressing' }));
      dataUrl = await dataUrlOf(compressed);
    } catch {
      setUpload(null);
      setProblem(mandateTexts.unreadable);
      return;
    }
    const options = uploadContext(progressFetch, (progress) => setUpload((current) => (current ? { ...current, progress } : current)));
    const attempt = async (): Promise<Sent> => {
      const result = await client
        .mutation(
          UploadPMandateDocument,
          { input: { opportunityId: String(opportunityId), mandateId: mandate.id, documentMode: mode, documentPages: [{ pageNumber: 1, dataUrl, fileName: file.name || 'nach-form.jpg' }] } },
          options,
        )
        .toPromise();
      return sentOf(result.data?.uploadPMandate.document, result.error);
    };
    await sendUntilStored(attempt, {
      stage: (stage) => setUpload((current) => ({ progress: current?.progress ?? COMPRESSION_SHARE, stage })),
      stored: () => {
        setUpload(null);
        void navigate('/NachMandateStatus');
      },
      failed: (retry) => setUpload((current) => ({ progress: current?.progress ?? 0, stage: 'failed', retry })),
      refused: (refusal) => {
        setUpload(null);
        setProblem(describeError(refusal).message);
      },
    });
  };

  const busy = upload !== null && upload.stage !== 'failed';

  return (
    <MandateScreenFrame screen="nach-document-upload" title={mandateTexts.uploadTitle} hasOpportunity={opportunityId !== null} error={error} loading={fetching && !data}>
      {data && !open ? (
        <Alert color="yellow">
          <Stack gap="xs">
            <Text size="sm">{mandateTexts.noPhysicalMandate}</Text>
            <Button size="sm" mih={TAP_TARGET_PX} w="fit-content" onClick={() => void navigate('/NachMandate')}>
              {mandateTexts.goToMandate}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {mandate ? <MandateCard mandate={mandate} /> : null}
      {open ? (
        <Stack gap="sm">
          <Text size="sm">{mandateTexts.uploadIntro}</Text>
          {data?.pMandate.formUrl ? (
            <Anchor href={data.pMandate.formUrl} target="_blank" rel="noopener" mih={TAP_TARGET_PX} style={{ display: 'inline-flex', alignItems: 'center' }}>
              {mandateTexts.openForm}
            </Anchor>
          ) : null}
          {upload ? (
            <Stack gap={4}>
              <Progress value={Math.round(upload.progress * 100)} size="sm" color={upload.stage === 'failed' ? 'red' : undefined} aria-label={mandateTexts.uploading} />
              <Text size="xs" c={upload.stage === 'failed' ? 'red' : 'dimmed'} role={upload.stage === 'failed' ? 'alert' : 'status'}>
                {stageText[upload.stage]}
              </Text>
              {upload.retry ? (
                <Button size="sm" variant="light" mih={TAP_TARGET_PX} w="fit-content" onClick={upload.retry}>
                  {mandateTexts.tryAgain}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group gap="xs">
            <FileButton
              accept="image/*"
              capture="environment"
              onChange={(file) => {
                resetCamera.current?.();
                void send(file, 'LIVEPHOTO');
              }}
              inputProps={{ 'aria-label': mandateTexts.takePhoto }}
              resetRef={resetCamera}
            >
              {({ onClick }) => (
                <Button mih={TAP_TARGET_PX} onClick={onClick} disabled={busy}>
                  {mandateTexts.takePhoto}
                </Button>
              )}
            </FileButton>
            <FileButton
              accept="image/*"
              onChange={(file) => {
                resetGallery.current?.();
                void send(file, 'DOCUMENTUPLOAD');
              }}
              inputProps={{ 'aria-label': mandateTexts.choosePhoto }}
              resetRef={resetGallery}
            >
              {({ onClick }) => (
                <Button variant="light" mih={TAP_TARGET_PX} onClick={onClick} disabled={busy}>
                  {mandateTexts.choosePhoto}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      ) : null}
    </MandateScreenFrame>
  );
}
