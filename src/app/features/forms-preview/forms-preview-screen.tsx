import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Center, Code, Grid, Group, List, Loader, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { FormsPreviewDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { WORKING_COPY_SOURCE } from '../../../domain/forms-preview-source';
import { TRAINING_VIDEOS_PATH } from '../../../domain/session-rules';
import { trainingVideoTexts } from '../../../domain/training-video-texts';
import type { StepContext, StepDefinition } from '../../../engine/definition';
import type { RuleBook } from '../../../engine/rules';
import { StepForm } from '../../../engine/render/step-form';
import type { StepFormEnvironment } from '../../../engine/render/step-form-context';
import { domainWidgetRegistry, enumCatalogue, queryOptionsLoader } from '../onboarding';

const ownershipTypes = enumCatalogue.values('OwnershipType');
const SAMPLE_GSTIN = '27AAACR5055K1Z7';

/**
 * For product owners: any step of the working copy of forms/ (as the server reads it now) or of a
 * release, rendered with a sample context, the checker's problems beside it, and the variables a
 * submit would send. Coming back to the page after editing a file shows the edit.
 */
export default function FormsPreviewScreen() {
  const client = useClient();
  const [source, setSource] = useState(WORKING_COPY_SOURCE);
  const [{ data, error, fetching }, reload] = useQuery({
    query: FormsPreviewDocument,
    variables: { input: { source } },
    requestPolicy: 'network-only',
  });
  useWindowEvent('focus', () => reload({ requestPolicy: 'network-only' }));
  const preview = data?.formsPreview.source === source ? data.formsPreview : null;
  const definitions = useMemo(() => (preview?.steps ?? []) as StepDefinition[], [preview]);
  const [chosenStep, setStep] = useState('CreateLead');
  const [isPartner, setIsPartner] = useState(false);
  const [isMiniFlow, setIsMiniFlow] = useState(false);
  const [ownershipType, setOwnershipType] = useState<string | null>('PROPRIETORSHIP');
  const [gstinFetched, setGstinFetched] = useState(false);
  const [submitted, setSubmitted] = useState<unknown>(null);
  const definition = definitions.find((d) => d.step === chosenStep) ?? definitions[0];
  const step = definition?.step ?? chosenStep;
  const context: StepContext = useMemo(
    () => ({ isPartner, isMiniFlow: isMiniFlow || isPartner, ownershipType, gstin: gstinFetched ? SAMPLE_GSTIN : null, leadId: null, opportunityId: null }),
    [isPartner, isMiniFlow, ownershipType, gstinFetched],
  );
  const environment: StepFormEnvironment = useMemo(
    () => ({ context, rules: (preview?.rules ?? {}) as RuleBook, enums: enumCatalogue, loadOptions: queryOptionsLoader(client) }),
    [context, preview, client],
  );
  const problems = preview?.problems ?? [];
  const stepProblems = problems.filter((p) => p.file === `forms/steps/${step}.json`);
  const sourceLabel = preview?.sources.find((s) => s.source === source)?.label ?? '';
  const failure = error && !preview ? describeError(error) : null;

  return (
    <Stack maw={1200} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Forms preview
        </Title>
        <Button component={Link} to={TRAINING_VIDEOS_PATH} variant="light" mih={44}>
          {trainingVideoTexts.toVideos}
        </Button>
      </Group>
      <Group align="end" wrap="wrap">
        <Select
          label="Copy of forms/"
          data={(data?.formsPreview.sources ?? []).map((s) => ({ value: s.source, label: s.label }))}
          value={source}
          onChange={(value) => {
            if (value) setSource(value);
            setSubmitted(null);
          }}
          allowDeselect={false}
          style={{ flex: '1 1 16rem' }}
        />
        {source === WORKING_COPY_SOURCE && (
          <Button variant="light" onClick={() => reload({ requestPolicy: 'network-only' })} loading={fetching}>
            Read forms/ again
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" title={failure.title} role="alert">
          {failure.message}
        </Alert>
      )}
      {!preview && !error && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading forms" />
        </Center>
      )}
      {preview && source === WORKING_COPY_SOURCE && <CheckVerdict problems={problems} steps={preview.steps.length} flows={preview.flows.length} rules={Object.keys(preview.rules as object).length} />}
      {preview && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Select
                  label="Step definition"
                  data={definitions.map((d) => ({ value: d.step, label: `${d.step}${d.status === 'draft' ? ' (draft)' : ''}` }))}
                  value={step}
                  onChange={(value) => {
                    if (value) setStep(value);
                    setSubmitted(null);
                  }}
                  allowDeselect={false}
                />
                <Title order={3} size="h6">
                  Sample context
                </Title>
                <Switch label="Partner agent (PowerPartner)" checked={isPartner} onChange={(e) => setIsPartner(e.currentTarget.checked)} />
                <Switch label="Mini flow" checked={isMiniFlow || isPartner} disabled={isPartner} onChange={(e) => setIsMiniFlow(e.currentTarget.checked)} />
                <Select label="Ownership type" data={ownershipTypes} value={ownershipType} onChange={setOwnershipType} clearable />
                <Switch label="GSTIN auto-fetched" checked={gstinFetched} onChange={(e) => setGstinFetched(e.currentTarget.checked)} />
                {submitted !== null && (
                  <>
                    <Title order={3} size="h6">
                      Variables a submit would send
                    </Title>
                    <Code block>{JSON.stringify(submitted, null, 2)}</Code>
                  </>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md">
              {definition && stepProblems.length === 0 ? (
                <Stack>
                  <Group justify="space-between">
                    <Title order={3} size="h4">
                      {definition.title}
                    </Title>
                    {definition.status === 'draft' && <Badge color="yellow">draft</Badge>}
                  </Group>
                  <StepForm
                    key={`${sourceLabel}:${JSON.stringify(context)}:${JSON.stringify(definition)}`}
                    definition={definition}
                    environment={environment}
                    domainWidgets={domainWidgetRegistry}
                    submitLabel="Validate and show variables"
                    onSubmit={async (variables) => {
                      setSubmitted(variables);
                      return { ok: true };
                    }}
                  />
                </Stack>
              ) : (
                <Text>{definition ? `Fix the problems in forms/steps/${step}.json to see this step.` : 'This copy of forms/ has no step definitions that can be read.'}</Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function CheckVerdict({ problems, steps, flows, rules }: { problems: readonly { file: string; message: string }[]; steps: number; flows: number; rules: number }) {
  if (problems.length === 0) {
    return (
      <Alert color="green" title="forms:check">
        All {steps} step definitions, {flows} flows and {rules} rule tables are consistent with the contract.
      </Alert>
    );
  }
  return (
    <Alert color="red" title={`forms:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}`} role="alert">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={`${p.file}:${p.message}`}>
            <Code>{p.file}</Code> {p.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
