import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import type { CombinedError } from 'urql';
import { describeError } from '../../../api/error-message';
import { mandateTexts } from './mandate-texts';

/**
 * What the NACH screens share around their own content: the title, a note when no opportunity is
 * chosen (`intro` otherwise), the mandates' loading and their error.
 */
export function MandateScreenFrame(props: {
  screen: string;
  title: string;
  hasOpportunity: boolean;
  intro?: ReactNode;
  error: CombinedError | undefined;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Stack maw={720} mx="auto" gap="md" data-screen={props.screen}>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.hasOpportunity ? props.intro : <Alert color="yellow">{mandateTexts.noOpportunity}</Alert>}
      {props.error ? (
        <Alert color="red" title={describeError(props.error).title} role="alert">
          {describeError(props.error).message}
        </Alert>
      ) : null}
      {props.loading ? (
        <Center py="lg">
          <Loader aria-label={mandateTexts.loading} />
        </Center>
      ) : null}
      {props.children}
    </Stack>
  );
}
