import { useMemo, useState } from 'react';
import { Alert, Badge, Code, Grid, Group, List, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useClient } from 'urql';
import type { StepContext, StepDefinition } from '../../engine/definition';
import type { RuleBook, RuleTable } from '../../engine/rules';
import { StepForm } from '../../engine/render/step-form';
import type { StepFormEnvironment } from '../../engine/render/step-form-context';
import { enumCatalogue } from '../onboarding/enum-catalogue';
import { queryOptionsLoader } from '../onboarding/query-options-loader';
import { domainWidgetRegistry } from '../widgets/domain-widget-registry';
import { checkFormsInBrowser, formsBundle } from './forms-in-browser';

const ownershipTypes = enumCatalogue.values('OwnershipType');

/**
 * For product owners: any step definition of forms/ rendered with a sample context, the checker's
 * problems beside it, and the variables a submit would send. With `npm run dev` it follows every save.
 */
export default function FormsPreviewScreen() {
  const client = useClient();
  const definitions = formsBundle.steps.map((s) => s.json as StepDefinition);
  const [step, setStep] = useState(definitions.some((d) => d.step === 'CreateLead') ? 'CreateLead' : (definitions[0]?.step ?? ''));
  const [isPartner, setIsPartner] = useState(false);
  const [isMiniFlow, setIsMiniFlow] = useState(false);
  const [ownershipType, setOwnershipType] = useState<string | null>('PROPRIETORSHIP');
  const [gstinFetched, setGstinFetched] = useState(false);
  const [submitted, setSubmitted] = useState<unknown>(null);
  const problems = useMemo(() => checkFormsInBrowser(), []);
  const rules: RuleBook = useMemo(
    () => Object.fromEntries(formsBundle.rules.map((r) => [r.name, r.json as RuleTable])),
    [],
  );
  const definition = definitions.find((d) => d.step === step);
  const context: StepContext = useMemo(
    () => ({ isPartner, isMiniFlow: isMiniFlow || isPartner, ownershipType, gstin: gstinFetched ? '27AAACR5055K1Z7' : null, leadId: null, opportunityId: null }),
    [isPartner, isMiniFlow, ownershipType, gstinFetched],
  );
  const environment: StepFormEnvironment = useMemo(
    () => ({
      context,
      rules,
      enums: enumCatalogue,
      loadOptions: queryOptionsLoader(client),
    }),
    [context, rules, client],
  );
  const stepProblems = problems.filter((p) => p.file === `forms/steps/${step}.json`);

  return (
    <Stack maw={1200} mx="auto">
      <Title order={2} size="h3">
        Forms preview
      </Title>
      <Text size="sm" c="dimmed">
        Edit a file in forms/ and save it: with the development server running, this page shows the change at once.
      </Text>
      {problems.length === 0 ? (
        <Alert color="green" title="forms:check">
          All {formsBundle.steps.length} step definitions, {formsBundle.flows.length} flows and {formsBundle.rules.length} rule tables are consistent with the contract.
        </Alert>
      ) : (
        <Alert color="red" title={`forms:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}`} role="alert">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={`${p.file}:${p.message}`}>
                <Code>{p.file}</Code> {p.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
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
              {stepProblems.length > 0 && <Badge color="red">{stepProblems.length} problem(s) in this file</Badge>}
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
            {definition ? (
              <Stack>
                <Group justify="space-between">
                  <Title order={3} size="h4">
                    {definition.title}
                  </Title>
                  {definition.status === 'draft' && <Badge color="yellow">draft</Badge>}
                </Group>
                <StepForm
                  key={`${step}:${JSON.stringify(context)}:${JSON.stringify(definition).length}`}
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
              <Text>No definition selected.</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
