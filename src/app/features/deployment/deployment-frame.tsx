import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CombinedError } from 'urql';
import type { DeploymentRequestFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { deploymentLink } from '../../routes/deployment-links';
import { deploymentTexts } from './deployment-texts';

/**
 * What every deployment screen shares around its own content: the title, a note when no
 * opportunity is chosen, the loading and the server's error. A request's screen (`request` given)
 * also says when the request is not found, and names the request's store.
 */
export function DeploymentFrame(props: {
  screen: string;
  title: string;
  opportunityId: string | null;
  loading: boolean;
  error: CombinedError | undefined;
  /** For a request's screen: the request, once found (null when the deployment has no such request). */
  request?: DeploymentRequestFieldsFragment | null;
  children: ReactNode;
}) {
  const forRequest = props.request !== undefined;
  const loaded = !props.loading && !props.error && props.opportunityId !== null;
  const back =
    props.opportunityId !== null ? (
      <Button component={Link} to={deploymentLink('overview', props.opportunityId)} variant="subtle" mih={TAP_TARGET_PX} w="fit-content" px={0}>
        {deploymentTexts.backToDeployment}
      </Button>
    ) : null;
  return (
    <Stack maw={720} mx="auto" gap="md" data-screen={props.screen}>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.request ? (
        <Text size="sm" c="dimmed" data-request-id={props.request.id}>
          {[props.request.storeName, props.request.tid ? `${deploymentTexts.tid} ${props.request.tid}` : null].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
      {props.opportunityId === null ? <Alert color="yellow">{deploymentTexts.noOpportunity}</Alert> : null}
      {props.error ? (
        <Alert color="red" title={describeError(props.error).title} role="alert">
          {describeError(props.error).message}
        </Alert>
      ) : null}
      {props.loading ? (
        <Center py="lg">
          <Loader aria-label={deploymentTexts.loading} />
        </Center>
      ) : null}
      {loaded && forRequest && props.request === null ? <Alert color="yellow">{deploymentTexts.noRequest}</Alert> : null}
      {loaded && (!forRequest || props.request) ? props.children : null}
      {forRequest ? back : null}
    </Stack>
  );
}
