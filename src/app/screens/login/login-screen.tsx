import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Box, Button, Collapse, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signIn } from '../../../api/sign-in';
import { errorCatalogue } from '../../../domain/error-catalogue';
import { credentialsProblems, normaliseCredentials, type Credentials, type CredentialsProblems } from '../../../domain/sign-in-credentials';
import { signInLimitedMessage } from '../../../domain/sign-in-limit';
import { useAppServices, useSession } from '../../app-services';
import { loginTexts } from './login-texts';

type Problem = { kind: 'restricted' } | { kind: 'message'; title?: string; message: string } | null;

export default function LoginScreen() {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<Problem>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // Two fields: plain state, so the login screen loads no form library.
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  // Shown once a submit found them, then kept up to date as the agent types.
  const [errors, setErrors] = useState<CredentialsProblems | null>(null);
  const [submitting, setSubmitting] = useState(false);
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
        title: errorCatalogue.SIGN_IN_LIMITED.type,
        message: signInLimitedMessage(outcome.retryAfterSeconds),
      });
    }
    else setProblem({ kind: 'message', title: outcome.error.title, message: outcome.error.message });
  };

  return (
    <Box mih="100dvh" p="md" style={{ display: 'grid', placeItems: 'center' }}>
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
            <Button type="submit" loading={submitting} fullWidth>
              {loginTexts.submit}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={() => setHelpOpen((open) => !open)}>
              {loginTexts.help}
            </Anchor>
            <Collapse expanded={helpOpen}>
              <Text size="sm" c="dimmed">
                {loginTexts.helpText}
              </Text>
            </Collapse>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
