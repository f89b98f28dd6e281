import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import {
  CreateMerchantOnboardingStateDocument,
  MerchantOnboardingStateV2Document,
  UpdateMerchantOnboardingStateDocument,
  type OnboardingIdType,
  type OnboardingStepFieldsFragment,
  type StepType,
} from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { IDEMPOTENCY_HEADER } from '../../../api/idempotency';
import { nextStep, stepOpen, stepOrderTexts } from '../../../domain/onboarding-steps';
import { PARTNER_USER_TYPE } from '../../../domain/session-rules';
import { routeOfStep, type StepTypeName } from '../../../domain/step-routes';
import type { OperationVariables } from '../../../engine/compile';
import type { StepContext } from '../../../engine/definition';
import { indexedDbDraftStore } from '../../../engine/drafts';
import { getPath } from '../../../engine/paths';
import { requiredLicenceOf } from '../../../engine/required-licence';
import { StepForm, type SubmitOutcome } from '../../../engine/render/step-form';
import type { StepFormEnvironment } from '../../../engine/render/step-form-context';
import { useAppServices, useSession } from '../../app-services';
import { outboxTexts } from '../../offline/outbox-texts';
import { isQueueable } from '../../offline/queueable-operations';
import { useOutbox, useWhenLeftOutbox } from '../../offline/use-outbox';
import { ScreenLoadFailed } from '../../routes/lazy-screen';
import { domainWidgetRegistry } from './domain-widget-registry';
import { enumCatalogue } from './enum-catalogue';
import { useLoadedStep, type LoadedStep } from './forms-catalogue';
import { operationDocument } from '../../journey/operation-documents';
import { queryOptionsLoader } from './query-options-loader';
import { selectJourney, useSelection } from '../../journey/selection';
import { StepDrawer } from './step-drawer';
import { useJourneyFacts } from './use-journey-facts';
import { useReleaseStep } from './use-release-step';
import { runStepOperation, useStepRecords } from './use-step-records';
import { useStepValues } from './use-step-values';

const draftStore = indexedDbDraftStore();

export const stepTexts = {
  notAvailableTitle: 'Not available yet',
  notAvailable:
    "This step can't be saved in the app yet, so nothing entered here is kept. What was saved in the earlier steps is kept: come back to this merchant when the step is available.",
  home: 'Go to Home',
  skip: 'Skip this step',
  notInJourneyTitle: 'Not part of this onboarding',
  notInJourney: "This step is not part of this merchant's onboarding.",
} as const;

/** What a step's submit button says when saving is not all it does. */
const SUBMIT_LABELS: Partial<Record<StepTypeName, string>> = { CreateLead: 'Create lead', ReviewDetails: 'Submit for review' };

/** Any onboarding step: the server's step list in the drawer, the step's definition rendered by the engine. */
export function StepScreen({ stepType }: { stepType: StepTypeName }) {
  const [attempt, setAttempt] = useState(0);
  const load = useLoadedStep(stepType, attempt);
  if (load.status === 'loading') {
    return (
      <Center py="lg">
        <Loader aria-label="Loading step" />
      </Center>
    );
  }
  if (load.status === 'failed') return <ScreenLoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (!load.step) return <Alert color="red">This step has no definition.</Alert>;
  return <LoadedStepScreen stepType={stepType} bundled={load.step} />;
}

function LoadedStepScreen({ stepType, bundled }: { stepType: StepTypeName; bundled: LoadedStep }) {
  const selection = useSelection();
  const session = useSession();
  const client = useClient();
  const { outbox } = useAppServices();
  const { view: outboxView } = useOutbox();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new lead kept on the phone to be sent later (the outbox); the form starts again for the next one.
  const [keptLead, setKeptLead] = useState(false);
  const [leadRound, setLeadRound] = useState(0);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [dialog, setDialog] = useState<ErrorMessage | null>(null);
  // Why a save left the journey on a step that must be complete before it moves on (untilComplete).
  const [held, setHeld] = useState<{ title: string; message: string } | null>(null);
  const isPartner = session?.userType === PARTNER_USER_TYPE;
  const hasJourney = Boolean(selection.leadId || selection.opportunityId);

  // Spec section 7, the lead-state query's input.
  const stateInput = hasJourney
    ? {
        idType: (selection.opportunityId !== null && !selection.leadId ? 'OPPORTUNITY' : 'LEAD') as OnboardingIdType,
        isExistingMerchant: selection.isExisting && selection.opportunityId === null,
        stateDataId: selection.leadId ?? String(selection.opportunityId),
        opportunityId: selection.opportunityId,
      }
    : null;
  const [stateResult, refetchState] = useQuery({
    query: MerchantOnboardingStateV2Document,
    variables: { input: stateInput ?? { idType: 'LEAD', isExistingMerchant: false, stateDataId: '' } },
    pause: !stateInput,
  });
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (stateInput) refetchState({ requestPolicy: 'network-only' });
    // The state is fetched again when the step changes (the lead and opportunity ids are its variables).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepType]);
  useEffect(() => {
    if (stateResult.error) setDialog(describeError(stateResult.error));
  }, [stateResult.error]);

  const state = stateResult.data?.merchantOnboardingStateV2;
  // A lead selected without its opportunity (a stale selection, a link to the step): the steps that
  // save the opportunity's records need its id, so the journey goes on with the one the server names.
  const namedOpportunity = state?.opportunityId ?? null;
  useEffect(() => {
    if (namedOpportunity !== null && selection.opportunityId === null && selection.leadId) selectJourney({ opportunityId: namedOpportunity });
  }, [namedOpportunity, selection.opportunityId, selection.leadId]);
  const release = useReleaseStep(stepType, state?.configVersion, bundled);
  const { definition, rules: ruleBook } = release.step;
  // Without its release's definition the step shows the bundled one; the server still judges the save by its release.
  useEffect(() => {
    if (release.error) setDialog(describeError(release.error));
  }, [release.error]);
  const steps: readonly OnboardingStepFieldsFragment[] = state?.steps ?? [];
  const currentStep = steps.find((s) => s.type === stepType);
  const facts = useJourneyFacts(selection.leadId, selection.opportunityId);
  // Everything the definitions' rules and submit contexts read (forms/form-definition.schema.json, contextKey).
  const context: StepContext = useMemo(
    () => ({
      leadId: selection.leadId,
      opportunityId: selection.opportunityId,
      accountId: facts.accountId,
      isPartner,
      isMiniFlow: state ? state.flow === 'MINI' : isPartner,
      isExistingMerchant: selection.isExisting,
      panNumber: facts.panNumber,
      gstin: facts.gstin,
      ownershipType: facts.ownershipType,
      requiredLicence: requiredLicenceOf(ruleBook, facts.mccCode),
    }),
    [selection.leadId, selection.opportunityId, selection.isExisting, isPartner, state, facts.panNumber, facts.gstin, facts.ownershipType, facts.accountId, facts.mccCode, ruleBook],
  );
  const { records, reload: reloadRecords } = useStepRecords(definition, context);
  // Filled below, once the step list and the way on exist.
  const goOn = useRef<() => void>(() => undefined);
  const environment: StepFormEnvironment = useMemo(
    () => ({
      context,
      rules: ruleBook,
      enums: enumCatalogue,
      loadOptions: queryOptionsLoader(client),
      journeyChanged: () => refetchState({ requestPolicy: 'network-only' }),
      journeySteps: state?.steps.map((s) => ({ type: s.type, label: s.label, isComplete: s.isComplete, editable: s.editableConfig.editable })),
      records,
      runOperation: (operation, variables) => runStepOperation(client, operation, variables),
      // What an action changed (a PO accepted, its activation requested) may change the step list too.
      reloadRecords: async () => {
        refetchState({ requestPolicy: 'network-only' });
        await reloadRecords();
      },
      goOn: () => goOn.current(),
    }),
    [context, ruleBook, client, refetchState, state, records, reloadRecords],
  );
  const loaded = useStepValues(definition, context);

  const journeyId = selection.leadId ?? (selection.opportunityId !== null ? `opp-${selection.opportunityId}` : 'new');
  // A save of this step that waits on the phone: the step shows it waits rather than the older values the phone kept.
  const waitingSave = hasJourney ? outboxView.items.find((item) => item.operation === definition.submit.operation && item.journey === journeyId && !item.failure) : undefined;
  // Once it has been sent, the step shows what the server stored.
  useWhenLeftOutbox(waitingSave ? [waitingSave.id] : [], () => {
    loaded.reload();
    if (stateInput) refetchState({ requestPolicy: 'network-only' });
  });

  if (!hasJourney && stepType !== 'CreateLead') {
    return (
      <Alert color="yellow" title="No merchant selected">
        <Stack gap="xs">
          <Text size="sm">Choose a lead on Home, or add a new lead, to start onboarding.</Text>
          <Button size="xs" w="fit-content" onClick={() => navigate('/')}>
            Go to Home
          </Button>
        </Stack>
      </Alert>
    );
  }

  const creatingLead = stepType === 'CreateLead' && !hasJourney;
  // The server says which steps can be saved; until its step list has answered, none is offered as savable.
  const canSave = creatingLead || (currentStep?.canSave ?? false);
  const waiting = (hasJourney && !state && !stateResult.error) || release.loading || facts.loading || loaded.status === 'loading';
  const locked = currentStep ? !currentStep.editableConfig.editable : false;
  // Spec section 4: a pending step cannot be opened from the drawer, and opened by its address (or a
  // stale link) it shows what the drawer says of it: the step in progress comes first (a step the app
  // cannot save yet says that instead, as its drawer badge does). A save of the journey still waiting
  // in the outbox makes the step list out of date, so the step is offered as that save will leave it.
  const journeyWaits = hasJourney && outboxView.items.some((item) => item.journey === journeyId && !item.failure);
  const notOpenYet = !waiting && !creatingLead && currentStep !== undefined && currentStep.canSave && !stepOpen(currentStep.displayStatus) && !journeyWaits;
  const inProgress = steps.find((s) => s.displayStatus === 'inprogress');
  const viewingExistingLead = stepType === 'CreateLead' && hasJourney;
  // An existing merchant's opportunity has no lead to save a PAN to: the step shows its account's PAN.
  const viewingAccountPan = stepType === 'PanDetail' && selection.isExisting && !selection.leadId && selection.opportunityId !== null;
  const readOnly = locked || viewingExistingLead || viewingAccountPan;

  const employeeId = session?.employeeId ?? 'anonymous';

  const goToNext = (list: readonly OnboardingStepFieldsFragment[]) => {
    const next = nextStep(
      list.map((s) => ({ type: s.type, isComplete: s.isComplete, editable: s.editableConfig.editable })),
      stepType,
    );
    navigate(next.type ? routeOfStep(next.type) : '/');
  };
  goOn.current = () => goToNext(steps);

  const operation = definition.submit.operation;
  /**
   * Keeps the save on the phone with the id of its first attempt, so that sending it later acts once
   * (src/app/offline/queueable-operations.ts says which saves may wait). A new lead's form starts again
   * for the next lead; a step's journey goes on to the next step, and the later saves of its journey
   * wait behind it.
   */
  const keepOnPhone = async (id: string, variables: OperationVariables): Promise<SubmitOutcome> => {
    const shopName = creatingLead ? getPath(variables, 'input.shop.name') : facts.merchantName;
    try {
      const box = await outbox?.();
      if (!box) throw new Error('No outbox');
      await box.add({
        id,
        operation,
        variables,
        label: typeof shopName === 'string' && shopName ? `${definition.title}: ${shopName}` : definition.title,
        journey: creatingLead ? null : journeyId,
      });
    } catch {
      setFailure({ code: 'NOT_KEPT', title: outboxTexts.notKeptTitle, message: outboxTexts.notKept });
      return { ok: false, message: outboxTexts.notKept };
    }
    if (creatingLead) {
      setKeptLead(true);
      return { ok: true };
    }
    notifications.show({ color: 'green', title: outboxTexts.keptTitle, message: outboxTexts.kept });
    return { ok: true, next: () => goToNext(steps) };
  };

  const onSubmit = async (variables: OperationVariables): Promise<SubmitOutcome> => {
    setFailure(null);
    setHeld(null);
    const document = operationDocument(operation);
    if (!document) return { ok: false, message: 'This step cannot be saved yet.' };
    const id = crypto.randomUUID();
    const queueable = outbox !== undefined && isQueueable(operation, variables);
    if (!navigator.onLine) {
      if (queueable) return keepOnPhone(id, variables);
      setFailure({ code: 'OFFLINE', title: outboxTexts.needsNetworkTitle, message: outboxTexts.needsNetwork });
      return { ok: false, message: outboxTexts.needsNetwork };
    }
    const result = await client.mutation(document, variables, { fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: id } } }).toPromise();
    // The save may have reached the server with its answer lost: kept with the same id, it is sent again and acts once.
    if (result.error?.networkError && queueable) return keepOnPhone(id, variables);
    if (result.error) {
      const error = describeError(result.error);
      const field = result.error.graphQLErrors[0]?.extensions?.field;
      // Shown on the field it names when the step shows that field, and otherwise above the button (StepForm).
      if (typeof field === 'string' && field.startsWith('input.')) return { ok: false, field, title: error.title, message: error.message };
      setFailure(error);
      return { ok: false, message: error.message };
    }
    const refusal = definition.submit.refusal;
    const reason = refusal ? getPath(result.data, refusal.reason) : null;
    if (refusal && typeof reason === 'string' && reason) return { ok: false, field: refusal.field, message: reason };
    if (stepType === 'CreateLead' && !hasJourney) {
      const leadId = getPath(result.data, 'createLead.id');
      if (typeof leadId !== 'string') return { ok: false, message: 'The lead was not created.' };
      selectJourney({ leadId, opportunityId: null, isExisting: false });
      const created = await client
        .mutation(CreateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: leadId, isExistingMerchant: false } })
        .toPromise();
      return { ok: true, next: () => goToNext(created.data?.createMerchantOnboardingState.merchantOnboardingState.steps ?? []) };
    }
    if (!stateInput) return { ok: true };
    // The step's completion is the server's, from what the save stored: the state is read again, not told.
    const reread = await client.query(MerchantOnboardingStateV2Document, { input: stateInput }, { requestPolicy: 'network-only' }).toPromise();
    const answered = reread.data?.merchantOnboardingStateV2;
    // A lead's first Business Details save makes its opportunity: the journey goes on with it.
    if (answered?.opportunityId != null && selection.opportunityId === null) selectJourney({ opportunityId: answered.opportunityId });
    const hold = definition.untilComplete;
    if (hold && !answered?.steps.find((s) => s.type === stepType)?.isComplete) {
      // Saved, but the journey stays: the step shows what was stored (with the ids the save gave
      // its records) and the drawer the step list as the save left it.
      setHeld(hold);
      await draftStore.drop({ employeeId, journeyId, step: stepType });
      refetchState({ requestPolicy: 'network-only' });
      loaded.reload();
      void reloadRecords();
      return { ok: true };
    }
    return { ok: true, next: () => goToNext(answered?.steps ?? steps) };
  };

  /** A skippable step the agent passes without saving: the server records the skip. */
  const skip = async () => {
    if (!stateInput) return;
    setFailure(null);
    const updated = await client
      .mutation(UpdateMerchantOnboardingStateDocument, {
        input: { idType: stateInput.idType, stateDataId: stateInput.stateDataId, opportunityId: stateInput.opportunityId, stepType: stepType as StepType, isComplete: true },
      })
      .toPromise();
    if (updated.error) {
      setFailure(describeError(updated.error));
      return;
    }
    goToNext(updated.data?.updateMerchantOnboardingState.merchantOnboardingState.steps ?? steps);
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md" maw={1100} mx="auto">
      {steps.length > 0 && (
        <StepDrawer
          steps={steps}
          current={stepType}
          hasStoredOpportunityId={selection.opportunityId !== null}
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onNavigate={(type) => navigate(routeOfStep(type))}
        />
      )}
      <Paper withBorder p="md" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h3">
              {definition.title}
            </Title>
            {steps.length > 0 && (
              <Button variant="subtle" size="xs" hiddenFrom="md" onClick={() => setDrawerOpen(true)}>
                Steps
              </Button>
            )}
          </Group>
          {!waiting && state && !currentStep && !creatingLead && (
            <Alert color="yellow" title={stepTexts.notInJourneyTitle} data-not-in-journey>
              <Stack gap="xs">
                <Text size="sm">{stepTexts.notInJourney}</Text>
                <Button size="xs" variant="light" w="fit-content" onClick={() => navigate('/')}>
                  {stepTexts.home}
                </Button>
              </Stack>
            </Alert>
          )}
          {notOpenYet && (
            <Alert color="yellow" title={stepOrderTexts.title} data-step-not-open>
              <Stack gap="xs">
                <Text size="sm">{inProgress ? stepOrderTexts.notice(inProgress.label) : stepOrderTexts.refused}</Text>
                {inProgress ? (
                  <Button mih={44} w="fit-content" onClick={() => navigate(routeOfStep(inProgress.type))}>
                    {stepOrderTexts.goTo(inProgress.label)}
                  </Button>
                ) : (
                  <Button mih={44} variant="light" w="fit-content" onClick={() => navigate('/')}>
                    {stepTexts.home}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {!notOpenYet && !waiting && currentStep && !currentStep.canSave && (
            <Alert color="yellow" title={stepTexts.notAvailableTitle} data-not-available>
              <Stack gap="xs">
                <Text size="sm">{stepTexts.notAvailable}</Text>
                <Button size="xs" variant="light" w="fit-content" onClick={() => navigate('/')}>
                  {stepTexts.home}
                </Button>
              </Stack>
            </Alert>
          )}
          {locked && canSave && (
            <Alert color="gray" title="Locked">
              This step cannot be changed in the opportunity's current status.
            </Alert>
          )}
          {notOpenYet ? null : waiting ? (
            <Center py="lg">
              <Loader aria-label="Loading step" />
            </Center>
          ) : loaded.status === 'failed' ? (
            <Alert color="red" title={loaded.error.title} role="alert">
              {loaded.error.message}
            </Alert>
          ) : waitingSave ? (
            <Alert color="blue" title={outboxTexts.waitingSaveTitle} role="status" data-save-waiting>
              <Stack gap="xs">
                <Text size="sm">{outboxTexts.waitingSave}</Text>
                <Button mih={44} w="fit-content" onClick={() => goToNext(steps)}>
                  {outboxTexts.continue}
                </Button>
              </Stack>
            </Alert>
          ) : keptLead ? (
            <Alert color="green" title={outboxTexts.keptTitle} role="status" data-kept-on-phone>
              <Stack gap="xs">
                <Text size="sm">{outboxTexts.kept}</Text>
                <Group gap="sm">
                  <Button
                    mih={44}
                    onClick={() => {
                      setKeptLead(false);
                      setLeadRound((n) => n + 1);
                    }}
                  >
                    {outboxTexts.addAnotherLead}
                  </Button>
                  <Button variant="light" mih={44} onClick={() => navigate('/')}>
                    {outboxTexts.home}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <StepForm
              key={`${stepType}:${journeyId}:${leadRound}`}
              definition={definition}
              environment={environment}
              loadedValues={loaded.values}
              domainWidgets={domainWidgetRegistry}
              drafts={readOnly || !canSave ? undefined : { store: draftStore, key: { employeeId, journeyId, step: stepType } }}
              readOnly={readOnly}
              submits={canSave}
              submitLabel={readOnly ? 'Continue' : (SUBMIT_LABELS[stepType] ?? 'Save and continue')}
              // Continue never leads past a step that cannot be saved: that step offers no way on.
              onContinue={canSave ? () => goToNext(steps) : undefined}
              onSubmit={onSubmit}
              footer={
                <>
                  {/* Said until the step list says the step is complete (a PO seen accepted, a pricing approved). */}
                  {held && !currentStep?.isComplete && (
                    <Alert color="yellow" title={held.title} role="alert" data-step-held>
                      {held.message}
                    </Alert>
                  )}
                  {failure && (
                    <Alert color="red" title={failure.title} role="alert">
                      {failure.message}
                    </Alert>
                  )}
                  {currentStep?.skippable && canSave && !readOnly && !currentStep.isComplete && (
                    <Button variant="subtle" mih={44} w="fit-content" onClick={() => void skip()}>
                      {stepTexts.skip}
                    </Button>
                  )}
                </>
              }
            />
          )}
        </Stack>
      </Paper>
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={dialog?.title} centered>
        <Stack>
          <Text>{dialog?.message}</Text>
          <Button onClick={() => setDialog(null)}>OK</Button>
        </Stack>
      </Modal>
    </Group>
  );
}
