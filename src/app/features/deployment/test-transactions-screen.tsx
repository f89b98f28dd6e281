import { useState } from 'react';
import { Alert, Badge, Button, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useMutation } from 'urql';
import { UpdateDeploymentRequestDocument, type DeploymentRequestFieldsFragment, type TestTransactionProofFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { DeploymentFrame } from './deployment-frame';
import { deploymentTexts } from './deployment-texts';
import { ProofPhoto, type ProofPhotoValue, type ProofSubType } from './proof-photo';
import { useDeployment } from './use-deployment';

interface TestKind {
  title: string;
  refHint: string;
  subType: ProofSubType;
  field: 'cardTestTransactionProof' | 'upiTestTransactionProof';
}

const card: TestKind = { title: deploymentTexts.cardTest, refHint: deploymentTexts.cardRefHint, subType: 'CARDTESTTRANSACTION', field: 'cardTestTransactionProof' };
const upi: TestKind = { title: deploymentTexts.upiTest, refHint: deploymentTexts.upiRefHint, subType: 'UPITESTTRANSACTION', field: 'upiTestTransactionProof' };

/** One test transaction: its reference, amount and proof photo, saved on the request. What was entered stays when the save fails. */
function TestTransactionForm({ kind, request, opportunityId, onSaved }: { kind: TestKind; request: DeploymentRequestFieldsFragment; opportunityId: string; onSaved: () => void }) {
  const saved: TestTransactionProofFieldsFragment | null = request[kind.field];
  const [transactionRef, setTransactionRef] = useState(saved?.transactionRef ?? '');
  const [amount, setAmount] = useState<number | ''>(saved?.amount ?? '');
  const [photo, setPhoto] = useState<ProofPhotoValue | null>(saved?.documentId ? { documentId: saved.documentId, url: saved.imgUrl } : null);
  const [problems, setProblems] = useState<{ ref?: string; amount?: string; photo?: string; save?: string }>({});
  const [{ fetching }, update] = useMutation(UpdateDeploymentRequestDocument);

  const save = async () => {
    const missing = {
      ref: transactionRef.trim() ? undefined : deploymentTexts.refRequired,
      amount: amount === '' ? deploymentTexts.amountRequired : undefined,
      photo: photo ? undefined : deploymentTexts.photoRequired,
    };
    setProblems(missing);
    if (missing.ref || missing.amount || missing.photo || !photo || amount === '') return;
    const result = await update({ input: { id: request.id, [kind.field]: { documentId: photo.documentId, transactionRef: transactionRef.trim(), amount } } });
    if (result.error) {
      setProblems({ save: describeError(result.error).message });
      return;
    }
    notifications.show({ color: 'green', message: deploymentTexts.testSaved });
    onSaved();
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={kind.title} data-test={kind.subType}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {kind.title}
        </Title>
        {saved?.doneAt ? (
          <Badge color="green" variant="light">
            {deploymentTexts.testDone(dayjs(saved.doneAt).format(DATE_TIME_DISPLAY_FORMAT))}
          </Badge>
        ) : null}
        <TextInput
          label={deploymentTexts.transactionRef}
          description={kind.refHint}
          required
          value={transactionRef}
          onChange={(e) => setTransactionRef(e.currentTarget.value)}
          error={problems.ref}
          autoComplete="off"
          size="md"
        />
        <NumberInput
          label={deploymentTexts.amount}
          required
          min={0}
          decimalScale={2}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          error={problems.amount}
          size="md"
        />
        <ProofPhoto opportunityId={opportunityId} subType={kind.subType} label={`${deploymentTexts.proofPhoto} (${kind.title})`} value={photo} onStored={setPhoto} error={problems.photo} />
        {problems.save ? (
          <Alert color="red" role="alert">
            {problems.save}
          </Alert>
        ) : null}
        <Button mih={TAP_TARGET_PX} onClick={() => void save()} loading={fetching}>
          {deploymentTexts.saveTest(kind.title)}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The card and UPI test transactions of a deployment request, each only where the request says it applies. */
export default function TestTransactionsScreen() {
  const { opportunityId, request, loading, error, reload } = useDeployment();
  const kinds = request ? [...(request.isCardTestApplicable ? [card] : []), ...(request.isUpiTestApplicable ? [upi] : [])] : [];
  return (
    <DeploymentFrame screen="test-transactions" title="Test Transactions" opportunityId={opportunityId} loading={loading} error={error} request={request}>
      {request && opportunityId ? (
        <>
          {kinds.length === 0 ? <Alert color="gray">{deploymentTexts.noTests}</Alert> : null}
          {kinds.map((kind) => (
            <TestTransactionForm key={kind.subType} kind={kind} request={request} opportunityId={opportunityId} onSaved={reload} />
          ))}
        </>
      ) : null}
    </DeploymentFrame>
  );
}
