import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Input, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { PlayerScreen_VideosDocument, TrainingVideosScreen_AddDocument } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { FORMS_PREVIEW_PATH } from '../../../domain/session-rules';
import {
  TRAINING_VIDEO_ACCEPT,
  TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH,
  TRAINING_VIDEO_MAX_BYTES,
  TRAINING_VIDEO_TITLE_MAX_LENGTH,
  trainingVideoMessages,
} from '../../../domain/training-video-messages';
import { trainingVideoTexts } from '../../../domain/training-video-texts';
import { formatDuration } from './format-duration';

const noVariables = { input: {} };
const FILE_INPUT_ID = 'training-video-file';

/** The file as a data URL, as the server takes it. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * For product owners: the training videos agents watch in Training and Support, and a form to add one
 * (a title, a description, the file). The file is checked here for its size, and by the server for
 * its size and for being an MP4 or WebM video by its bytes; what is refused is said on the form,
 * nothing typed is lost.
 */
export default function TrainingVideosScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: PlayerScreen_VideosDocument, variables: noVariables, requestPolicy: 'network-only' });
  const [{ fetching: adding }, add] = useMutation(TrainingVideosScreen_AddDocument);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problems, setProblems] = useState<{ title?: string; file?: string }>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const videos = data?.trainingVideoList.videos;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    setFailure(null);
    const found: { title?: string; file?: string } = {
      title: title.trim() ? undefined : trainingVideoMessages.title,
      file: !file ? trainingVideoMessages.fileRequired : file.size > TRAINING_VIDEO_MAX_BYTES ? trainingVideoMessages.tooLarge : undefined,
    };
    setProblems(found);
    if (found.title || found.file || !file) return;
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      setProblems({ file: trainingVideoMessages.notVideo });
      return;
    }
    const result = await add({ input: { title: title.trim(), description: description.trim() || null, dataUrl } });
    if (result.error) {
      const message = describeError(result.error);
      // The file's own refusals are said under the file; anything else above the form.
      if (message.code === 'VIDEO_TOO_LARGE' || message.code === 'VIDEO_NOT_SUPPORTED') setProblems({ file: message.message });
      else setFailure(message);
      return;
    }
    setAdded(trainingVideoMessages.added(title.trim()));
    setTitle('');
    setDescription('');
    setFile(null);
    setFileKey((n) => n + 1);
    reload({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {trainingVideoTexts.screenTitle}
        </Title>
        <Button component={Link} to={FORMS_PREVIEW_PATH} variant="light" mih={44}>
          {trainingVideoTexts.toFormsPreview}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {trainingVideoTexts.intro}
      </Text>
      <Card withBorder component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={trainingVideoTexts.titleLabel}
            value={title}
            maxLength={TRAINING_VIDEO_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={problems.title}
            required
          />
          <Textarea
            label={trainingVideoTexts.descriptionLabel}
            value={description}
            maxLength={TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH}
            autosize
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Input.Wrapper label={trainingVideoTexts.fileLabel} description={trainingVideoTexts.fileHint} error={problems.file} id={FILE_INPUT_ID} required>
            <input
              key={fileKey}
              id={FILE_INPUT_ID}
              type="file"
              accept={TRAINING_VIDEO_ACCEPT}
              aria-invalid={problems.file ? true : undefined}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblems((p) => ({ ...p, file: undefined }));
              }}
              style={{ display: 'block', width: '100%', minHeight: 44, marginTop: 4 }}
            />
          </Input.Wrapper>
          {failure && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          {added && (
            <Alert color="green" role="status">
              {added}
            </Alert>
          )}
          <Button type="submit" loading={adding} mih={44} w="fit-content">
            {trainingVideoTexts.add}
          </Button>
        </Stack>
      </Card>
      <Title order={3} size="h4">
        {trainingVideoTexts.listTitle}
      </Title>
      {error && !videos && (
        <Alert color="red" title={describeError(error).title} role="alert">
          {describeError(error).message}
        </Alert>
      )}
      {fetching && !videos && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading videos" />
        </Center>
      )}
      {videos && videos.length === 0 && <Text c="dimmed">{trainingVideoTexts.empty}</Text>}
      {videos && videos.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={trainingVideoTexts.listTitle}>
          {videos.map((video) => (
            <Card key={video.id} withBorder padding="sm" component="li" data-video-id={video.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={500} size="sm" style={{ minWidth: 0 }}>
                  {video.title}
                </Text>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {video.isSample && <Badge variant="light">{trainingVideoTexts.sample}</Badge>}
                  {video.durationSeconds !== null && (
                    <Text size="xs" c="dimmed">
                      {formatDuration(video.durationSeconds)}
                    </Text>
                  )}
                </Group>
              </Group>
              {video.description && (
                <Text size="xs" c="dimmed" mt={4}>
                  {video.description}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
