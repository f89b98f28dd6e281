import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Text, TextInput, Stack } from '@mantine/core';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useClient, type Client } from 'urql';
import {
  CinDetailsDocument,
  GstDetailsDocument,
  LlpinDetailsDocument,
  ShopAndEstablishmentDetailsDocument,
  UdyamRegnSearchDocument,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import {
  BUSINESS_PROOF_UNVERIFIED_MESSAGE,
  otherRegisteredName,
  otherRegisteredNameMessage,
  proofRegistryOf,
  registrationNumberFor,
  type ProofRegistry,
} from '../../../domain/business-proof';
import { isValidGstin } from '../../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isValidUdyam, UDYAM_MESSAGE } from '../../../domain/identifiers/udyam';
import { codeLabel } from '../../../domain/labels';
import { validators } from '../../../domain/validators';
import type { Condition, FieldDefinition } from '../../../engine/definition';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { useStepFormEnvironment } from '../../../engine/render/step-form-context';

export const businessProofTexts = {
  verify: 'Verify',
  change: 'Change',
  checking: 'Checking with the registry...',
  verifiedTitle: 'Verified with the registry',
  status: 'Status',
  lookupFailed: 'Something went wrong. Try again.',
} as const;

/** What the registry said about a verified number, and what the form can take from it. */
interface Verified {
  number: string;
  name: string;
  lines: string[];
  dateOfIncorporation?: string | null;
  email?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const shown = (...lines: (string | null | undefined)[]): string[] => lines.filter((line): line is string => Boolean(line));

type Outcome = { verified: Verified } | { problem: string };

/** The form path of the proof type the field's visibility follows: it names the registry to ask. */
function proofTypePathOf(field: FieldDefinition): string | null {
  const find = (condition: Condition | undefined): string | null => {
    if (!condition) return null;
    if ('field' in condition) return condition.field;
    if ('all' in condition) return condition.all.map(find).find(Boolean) ?? null;
    if ('any' in condition) return condition.any.map(find).find(Boolean) ?? null;
    if ('not' in condition) return find(condition.not);
    return null;
  };
  return find(field.visibleWhen) ?? find(field.requiredWhen);
}

/** The number as the registry reads it, or the field's message when it is not of the registry's shape. */
function numberFor(registry: ProofRegistry, raw: string): { number: string } | { problem: string } {
  const text = normaliseIdentifier(raw);
  if (registry === 'gst') return isValidGstin(text) ? { number: text } : { problem: validators.gstin.messageFor?.(text) ?? validators.gstin.message };
  if (registry === 'udyam') return isValidUdyam(text) ? { number: text } : { problem: UDYAM_MESSAGE };
  return registrationNumberFor(registry, text);
}

/** `businessName` is the DBA name the form holds: the shop and establishment registry is asked about it. */
async function lookUp(client: Client, registry: ProofRegistry, number: string, panNumber: string | null, businessName: string | null): Promise<Outcome> {
  const failed = (error: Parameters<typeof describeError>[0] | undefined): Outcome => {
    if (!error) return { problem: businessProofTexts.lookupFailed };
    const described = describeError(error);
    // The GST registry's 'not registered' (BS-1007) is the same dead end as the other registries' unknown number.
    return { problem: described.code === 'BS-1007' ? BUSINESS_PROOF_UNVERIFIED_MESSAGE : described.message };
  };
  const status = (value: string) => `${businessProofTexts.status}: ${codeLabel(value)}`;
  switch (registry) {
    case 'gst': {
      const result = await client.query(GstDetailsDocument, { input: { gstin: number, panNumber } }).toPromise();
      const gst = result.data?.gstDetails.gstDetails;
      if (!gst) return failed(result.error);
      return { verified: { number, name: gst.legalName ?? number, lines: shown(gst.tradeName, `GSTIN ${gst.gstin} · ${status(gst.status)}`) } };
    }
    case 'udyam': {
      const result = await client.query(UdyamRegnSearchDocument, { input: { udyamNumber: number } }).toPromise();
      const udyam = result.data?.udyamRegnSearch.udyamDetails;
      if (!udyam) return failed(result.error);
      return {
        verified: { number, name: udyam.enterpriseName ?? number, lines: shown(udyam.enterpriseType && codeLabel(udyam.enterpriseType), udyam.majorActivity), dateOfIncorporation: udyam.dateOfIncorporation, email: udyam.email },
      };
    }
    case 'shopAndEstablishment': {
      const result = await client.query(ShopAndEstablishmentDetailsDocument, { input: { registrationNumber: number, name: businessName } }).toPromise();
      const se = result.data?.shopAndEstablishmentDetails.seDetails;
      if (!se) return failed(result.error);
      return { verified: { number, name: se.entityName ?? number, lines: shown(se.ownerName, se.natureOfBusiness, se.status && status(se.status)) } };
    }
    case 'cin': {
      const result = await client.query(CinDetailsDocument, { input: { cin: number } }).toPromise();
      const cin = result.data?.cinDetails.cinDetails;
      if (!cin) return failed(result.error);
      return { verified: { number, name: cin.companyName ?? number, lines: shown(cin.status && status(cin.status)), dateOfIncorporation: cin.dateOfIncorporation, email: cin.email } };
    }
    case 'llpin': {
      const result = await client.query(LlpinDetailsDocument, { input: { llpin: number } }).toPromise();
      const llp = result.data?.llpinDetails.llpinDetails;
      if (!llp) return failed(result.error);
      return { verified: { number, name: llp.llpName ?? number, lines: shown(llp.status && status(llp.status)), dateOfIncorporation: llp.dateOfIncorporation, email: llp.email } };
    }
  }
}

/** The value of another field of the same object as the widget's own (input.gstin -> input.email). */
function useSibling(control: Control<FieldValues>, name: string, key: string): { path: string; value: unknown } {
  const path = name.replace(/[^.]+$/, key);
  return { path, value: useWatch({ control, name: path }) };
}

/**
 * A business proof's number (GSTIN, Udyam, shop and establishment, CIN or LLPIN: the registry the
 * proof type names), verified with its registry on Verify or Enter, and at once when the form
 * already holds one (the save checks it again either way): the registry's name and status are
 * shown, what it knows that the form asks for (incorporation date, e-mail) fills the empty fields,
 * and the number is locked until the agent chooses to change it. A proof no registry holds (a trade
 * licence) is typed as it is. An auto-fetched GSTIN is the lead's, filled in and not typed.
 * A shop and establishment certificate the registry has under another name than the business and
 * DBA names says so, and the form's businessProofOtherName takes that name: the definition then
 * asks the agent to confirm the certificate (businessProofNameConfirmed), as the save requires.
 */
export function BusinessProofLookupWidget({ field, name, control, setValue, required, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { context } = useStepFormEnvironment();
  const { field: input } = useController({ control, name });
  const proofTypePath = proofTypePathOf(field);
  const proofType: unknown = useWatch({ control, name: proofTypePath ?? name, disabled: proofTypePath === null });
  const registry = proofTypePath && typeof proofType === 'string' ? proofRegistryOf(proofType) : null;
  const autoFetched = proofType === 'GSTIN_AUTO_FETCHED' && typeof context.gstin === 'string' ? context.gstin : null;
  const panNumber = typeof context.panNumber === 'string' ? context.panNumber : null;
  const incorporation = useSibling(control, name, 'dateOfIncorporation');
  const email = useSibling(control, name, 'email');
  const dbaName = useSibling(control, name, 'name');
  const legalName = useSibling(control, name, 'legalName');
  const otherNamePath = name.replace(/[^.]+$/, 'businessProofOtherName');
  const confirmedPath = name.replace(/[^.]+$/, 'businessProofNameConfirmed');
  const value = typeof input.value === 'string' ? input.value : '';
  const [verified, setVerified] = useState<Verified | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const attempt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const locked = verified !== null && verified.number === normaliseIdentifier(value);

  const verify = async (raw: string) => {
    setProblem(null);
    setVerified(null);
    if (!registry || !raw.trim()) return;
    const shaped = numberFor(registry, raw);
    if ('problem' in shaped) {
      setProblem(shaped.problem);
      return;
    }
    const current = ++attempt.current;
    setChecking(true);
    const asked = typeof dbaName.value === 'string' ? dbaName.value.trim() || null : null;
    const outcome = await lookUp(client, registry, shaped.number, panNumber, asked);
    if (current !== attempt.current) return;
    setChecking(false);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    const found = outcome.verified;
    setVerified(found);
    if (raw !== found.number) input.onChange(found.number);
    if (found.dateOfIncorporation && !incorporation.value) setValue(incorporation.path, found.dateOfIncorporation, { shouldDirty: true });
    if (found.email && !email.value) setValue(email.path, found.email, { shouldDirty: true });
  };

  // A number the form already holds (saved earlier, a restored draft, the lead's GSTIN) is checked as
  // soon as its registry is known; a change of proof type asks the new registry.
  useEffect(() => {
    attempt.current += 1;
    setChecking(false);
    if (autoFetched) {
      if (value !== autoFetched) input.onChange(autoFetched);
      void verify(autoFetched);
      return;
    }
    if (value) void verify(value);
    else {
      setVerified(null);
      setProblem(null);
    }
    // Only a change of registry (or of the lead's GSTIN it fills in) starts a lookup by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry, autoFetched]);

  const change = () => {
    setVerified(null);
    setProblem(null);
    // A confirmation was of the certificate being replaced.
    setValue(confirmedPath, false, { shouldDirty: true });
    inputRef.current?.focus();
  };

  // Compared again whenever either name changes: the agent may correct a name after the lookup.
  const otherName = locked ? otherRegisteredName(text(proofType), verified.name, [text(dbaName.value), text(legalName.value)]) : null;
  useEffect(() => {
    setValue(otherNamePath, otherName);
  }, [otherName, otherNamePath, setValue]);

  const action = !registry ? undefined : locked ? (
    autoFetched ? undefined : (
      <Button size="compact-sm" variant="light" onClick={change} disabled={disabled}>
        {businessProofTexts.change}
      </Button>
    )
  ) : (
    <Button size="compact-sm" onClick={() => void verify(value)} loading={checking} disabled={disabled || !value.trim()}>
      {businessProofTexts.verify}
    </Button>
  );

  return (
    <Stack gap="xs" data-widget="businessProofLookup" data-verified={locked ? 'true' : 'false'}>
      <TextInput
        ref={inputRef}
        label={field.label}
        description={checking ? businessProofTexts.checking : field.help}
        required={required}
        disabled={disabled}
        readOnly={locked || checking}
        value={value}
        maxLength={field.maxLength}
        autoCapitalize="characters"
        autoComplete="off"
        styles={{ input: { textTransform: 'uppercase', minHeight: 44 } }}
        error={problem ?? error}
        rightSectionWidth={96}
        rightSection={action}
        onChange={(e) => {
          setProblem(null);
          input.onChange(e.currentTarget.value.toUpperCase());
        }}
        // Not verified on blur: the registry's answer would move the field the agent just tapped.
        onBlur={input.onBlur}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (!locked) void verify(value);
          }
        }}
      />
      {locked && (
        <Alert color={otherName ? 'yellow' : 'green'} title={businessProofTexts.verifiedTitle} role="status">
          <Text size="sm">{verified.name}</Text>
          {verified.lines.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
          {otherName && (
            <Text size="sm" fw={500} mt="xs">
              {otherRegisteredNameMessage(otherName)}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
