import { useState } from 'react';
import { Alert, Button, Checkbox, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useClient, useMutation } from 'urql';
import { OpportunityDocument, UpdateDeploymentRequestDocument, type DeploymentRequestFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { DeploymentFrame } from './deployment-frame';
import { deploymentTexts } from './deployment-texts';
import { useDeployment } from './use-deployment';

/** The contract's bound on closure remarks. */
const REMARKS_LIMIT = 1000;

/** A soundbox link is asked for where the request deploys a sound box, or already has one. */
const hasSoundbox = (request: DeploymentRequestFieldsFragment) =>
  Boolean(request.soundboxLink) || [...request.productsConsumedList, ...request.mappedDevicesList].some((d) => d.productType === 'SOUNDBOX');

function CompleteForm({ request, onCompleted }: { request: DeploymentRequestFieldsFragment; onCompleted: (opportunityLive: boolean) => void }) {
  const client = useClient();
  const [revisionNumber, setRevisionNumber] = useState(request.revisionNumber ?? '');
  const [posId, setPosId] = useState(request.posId ?? '');
  const [soundboxLink, setSoundboxLink] = useState(request.soundboxLink ?? '');
  const [acknowledgement, setAcknowledgement] = useState(request.acknowledgement);
  const [remarks, setRemarks] = useState(request.closureRemarks ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdateDeploymentRequestDocument);
  const soundbox = hasSoundbox(request);

  // The server judges the acknowledgement ('Acknowledgement not received.'), so it is always sent as ticked or not.
  const complete = async () => {
    setProblem(null);
    const result = await update({
      input: {
        id: request.id,
        revisionNumber: revisionNumber.trim() || null,
        posId: posId.trim() || null,
        ...(soundbox ? { soundboxLink: soundboxLink.trim() || null } : {}),
        acknowledgement,
        closureRemarks: remarks.trim() || null,
        complete: true,
      },
    });
    if (result.error) {
      setProblem(describeError(result.error).message);
      return;
    }
    const opportunity = await client.query(OpportunityDocument, { input: { id: request.opportunityId } }, { requestPolicy: 'network-only' }).toPromise();
    onCompleted(opportunity.data?.opportunity.opportunity.status === 'DEPLOYMENT_COMPLETED');
  };

  return (
    <Stack gap="sm">
      <TextInput label={deploymentTexts.revisionNumber} value={revisionNumber} onChange={(e) => setRevisionNumber(e.currentTarget.value)} autoComplete="off" size="md" />
      <TextInput label={deploymentTexts.posId} value={posId} onChange={(e) => setPosId(e.currentTarget.value)} autoComplete="off" size="md" />
      {soundbox ? <TextInput label={deploymentTexts.soundboxLink} value={soundboxLink} onChange={(e) => setSoundboxLink(e.currentTarget.value)} autoComplete="off" size="md" /> : null}
      <Checkbox
        label={deploymentTexts.acknowledgement}
        checked={acknowledgement}
        onChange={(e) => setAcknowledgement(e.currentTarget.checked)}
        size="md"
        styles={{ body: { minHeight: TAP_TARGET_PX, alignItems: 'center' } }}
      />
      <Textarea
        label={deploymentTexts.closureRemarks}
        autosize
        minRows={3}
        maxLength={REMARKS_LIMIT}
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
        description={`${remarks.length}/${REMARKS_LIMIT}`}
        size="md"
      />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button mih={TAP_TARGET_PX} onClick={() => void complete()} loading={fetching}>
        {deploymentTexts.complete}
      </Button>
    </Stack>
  );
}

/**
 * The last step of a deployment request: its terminal's details, the merchant's acknowledgement and
 * closure remarks. Once the last request is complete the merchant is live, and Home lists it under Live.
 */
export default function CompleteDeploymentScreen() {
  const { opportunityId, request, loading, error, reload } = useDeployment();
  const [outcome, setOutcome] = useState<'request' | 'live' | null>(null);
  const done = outcome !== null || request?.status === 'COMPLETED';

  return (
    <DeploymentFrame screen="complete-deployment" title="Complete Deployment" opportunityId={opportunityId} loading={loading} error={error} request={request}>
      {request && done ? (
        <Alert color="green" role="status">
          <Stack gap="xs">
            <Text size="sm">{outcome === 'live' ? deploymentTexts.allDone : deploymentTexts.completed}</Text>
            {outcome === 'live' ? (
              <Button component={Link} to="/?tab=live" mih={TAP_TARGET_PX} w="fit-content">
                {deploymentTexts.goHome}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {request && !done ? (
        <CompleteForm
          request={request}
          onCompleted={(live) => {
            setOutcome(live ? 'live' : 'request');
            reload();
          }}
        />
      ) : null}
    </DeploymentFrame>
  );
}
