import { useState } from 'react';
import { Alert, AspectRatio, Badge, Box, Button, Card, Center, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PlayerScreen_VideosDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { trainingVideoTexts } from '../../../domain/training-video-texts';
import { formatDuration } from './format-duration';

export const playerTexts = {
  title: 'Training and Support',
  failedTitle: 'This video could not be played',
  failedMessage: 'Check your internet connection and try again, or choose another video.',
  retry: 'Try again',
  unknownVideo: 'This video is not available. Choose one from the list.',
  noVideos: 'There are no training videos yet.',
  list: 'Training videos',
} as const;

const noVariables = { input: {} };

/** The training videos: the chosen one (?video=id, else the first) in a player, the others in a list. */
export default function PlayerScreen() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: PlayerScreen_VideosDocument, variables: noVariables });
  const [params, setParams] = useSearchParams();
  // A failed video is remembered by id and attempt, so choosing it again or retrying starts afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The length the video element read from the file itself, by video: never a number someone typed.
  const [lengths, setLengths] = useState<Readonly<Record<string, number>>>({});
  const videos = data?.trainingVideoList.videos;
  const wanted = params.get('video');
  const current = videos ? (wanted ? videos.find((v) => v.id === wanted) : videos[0]) : undefined;

  const choose = (id: string) => {
    setFailed(null);
    setParams({ video: id }, { replace: true });
  };

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Title order={1} size="h2">
        {playerTexts.title}
      </Title>
      {error && !videos && (
        <Alert color="red" title={describeError(error).title} role="alert">
          <Stack gap="xs">
            <Text size="sm">{describeError(error).message}</Text>
            <Button size="xs" variant="light" w="fit-content" onClick={() => reexecute()}>
              {playerTexts.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {fetching && !videos && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading videos" />
        </Center>
      )}
      {videos && videos.length === 0 && <Text c="dimmed">{playerTexts.noVideos}</Text>}
      {videos && wanted && !current && (
        <Alert color="yellow" role="alert">
          {playerTexts.unknownVideo}
        </Alert>
      )}
      {current && (
        <Stack gap="xs">
          {failed === current.id ? (
            <Alert color="red" title={playerTexts.failedTitle} role="alert">
              <Stack gap="xs">
                <Text size="sm">{playerTexts.failedMessage}</Text>
                <Button
                  size="xs"
                  variant="light"
                  w="fit-content"
                  onClick={() => {
                    setFailed(null);
                    setAttempt((n) => n + 1);
                  }}
                >
                  {playerTexts.retry}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <AspectRatio ratio={16 / 9}>
              <Box
                component="video"
                key={`${current.id}:${attempt}`}
                src={current.url}
                controls
                preload="metadata"
                playsInline
                aria-label={current.title}
                onError={() => setFailed(current.id)}
                onLoadedMetadata={(event) => {
                  const seconds = event.currentTarget.duration;
                  if (Number.isFinite(seconds) && seconds > 0) setLengths((known) => ({ ...known, [current.id]: seconds }));
                }}
                bg="dark.8"
              />
            </AspectRatio>
          )}
          <Title order={2} size="h4">
            {current.title}
          </Title>
          {current.isSample && (
            <Badge variant="light" w="fit-content">
              {trainingVideoTexts.sample}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {current.description}
          </Text>
          {lengths[current.id] !== undefined && (
            <Text size="sm" c="dimmed" data-video-length={Math.round(lengths[current.id] ?? 0)}>
              {trainingVideoTexts.length(formatDuration(lengths[current.id] ?? 0))}
            </Text>
          )}
        </Stack>
      )}
      {videos && videos.length > 1 && (
        <Stack gap="xs" component="nav" aria-label={playerTexts.list}>
          {videos.map((video) => (
            <UnstyledButton key={video.id} onClick={() => choose(video.id)} aria-current={video.id === current?.id ? 'true' : undefined}>
              <Card withBorder padding="sm" bg={video.id === current?.id ? 'green.0' : undefined}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fw={500} size="sm" style={{ minWidth: 0 }}>
                    {video.title}
                  </Text>
                  {video.durationSeconds !== null && (
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDuration(video.durationSeconds)}
                    </Text>
                  )}
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
