import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Box, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signIn } from '../../../api/sign-in';
import { sessionErrors } from '../../../domain/session-errors';
import { credentialsProblems, normaliseCredentials, type Credentials, type CredentialsProblems } from '../../../domain/sign-in-credentials';
import { signInLimitedMessage } from '../../../domain/sign-in-limit';
import { useAppServices, useSession } from '../../app-services';
import { TAKEN_OVER_EVENT } from '../../../domain/drawn-page';
import { PRERENDERED_ATTRIBUTE } from '../../routes/prerendered-page';
import { loginTexts } from './login-texts';

/** The sign-in form of the page drawn at build time (src/app/prerender-login.tsx), until the app has taken it over. */
function drawnForm(): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`[${PRERENDERED_ATTRIBUTE}] form`);
}

/** An agent may type into the drawn page before the app has taken it over: the first render keeps it. */
function typedBeforeTakeover(): Credentials {
  const form = drawnForm();
  const field = (autoComplete: string) => form?.querySelector<HTMLInputElement>(`input[autocomplete="${autoComplete}"]`)?.value ?? '';
  return { email: field('username'), password: field('current-password') };
}

type Problem = { kind: 'restricted' } | { kind: 'message'; title?: string; message: string } | null;

export default function LoginScreen() {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<Problem>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // Two fields: plain state, so the login screen loads no form library.
  const [values, setValues] = useState<Credentials>(typedBeforeTakeover);
  // Shown once a submit found them, then kept up to date as the agent types.
  const [errors, setErrors] = useState<CredentialsProblems | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The drawn page's Sign-in is drawn disabled: pressed before its script runs, it would reload the
  // page and empty the fields. That script enables it and holds a Sign-in pressed before the app has
  // the form (src/app/drawn-page-start.ts), which is sent again now. Drawn by the app, it is ready at once.
  const [takenOver, setTakenOver] = useState(() => typeof document !== 'undefined' && !drawnForm());
  useEffect(() => {
    setTakenOver(true);
    document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  }, []);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session) return <Navigate to={from === '/login' ? '/' : from} replace />;

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(credentialsProblems(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = credentialsProblems(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const outcome = await signIn(normaliseCredentials(values), services.client, services.session, { baseUrl: services.baseUrl, fetchFn: services.fetch }).finally(() =>
      setSubmitting(false),
    );
    if (outcome.kind === 'signedIn') navigate(from === '/login' ? '/' : from, { replace: true });
    else if (outcome.kind === 'accessRestricted') setProblem({ kind: 'restricted' });
    else if (outcome.kind === 'invalidCredentials') setProblem({ kind: 'message', message: loginTexts.invalidCredentials });
    else if (outcome.kind === 'limited') {
      setProblem({
        kind: 'message',
        title: sessionErrors.SIGN_IN_LIMITED.type,
        message: signInLimitedMessage(outcome.retryAfterSeconds),
      });
    }
    else setProblem({ kind: 'message', title: outcome.error.title, message: outcome.error.message });
  };

  return (
    // Held near the top rather than centred: a page drawn while it still arrives grows downwards
    // without moving what is already painted.
    <Box mih="100dvh" p="md" pt="12dvh" style={{ display: 'grid', placeItems: 'start center' }}>
      <Paper withBorder shadow="sm" p="lg" w="100%" maw={400}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {loginTexts.title}
            </Title>
            <Text c="dimmed" size="sm">
              {loginTexts.prompt}
            </Text>
            {problem?.kind === 'restricted' && (
              <Alert color="red" title={loginTexts.restrictedTitle} role="alert">
                {loginTexts.restrictedMessage}
              </Alert>
            )}
            {problem?.kind === 'message' && (
              <Alert color="red" title={problem.title} role="alert">
                {problem.message}
              </Alert>
            )}
            <TextInput
              label={loginTexts.emailLabel}
              type="email"
              autoComplete="username"
              inputMode="email"
              ref={emailRef}
              value={values.email}
              onChange={(event) => change('email', event.currentTarget.value)}
              error={errors?.email}
            />
            <PasswordInput
              label={loginTexts.passwordLabel}
              autoComplete="current-password"
              ref={passwordRef}
              value={values.password}
              onChange={(event) => change('password', event.currentTarget.value)}
              error={errors?.password}
            />
            <Button type="submit" loading={submitting} disabled={!takenOver} fullWidth>
              {loginTexts.submit}
            </Button>
            <Anchor component="button" type="button" size="sm" aria-expanded={helpOpen} aria-controls="login-help" onClick={() => setHelpOpen((open) => !open)}>
              {loginTexts.help}
            </Anchor>
            <Text id="login-help" size="sm" c="dimmed" hidden={!helpOpen}>
              {loginTexts.helpText}
            </Text>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
