import { useState } from 'react';
import { Alert, Anchor, Box, Button, Collapse, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { signIn } from '../../../api/sign-in';
import { errorCatalogue } from '../../../domain/error-catalogue';
import { signInLimitedMessage } from '../../../domain/sign-in-limit';
import { useAppServices, useSession } from '../../app-services';
import { loginTexts } from './login-texts';

const credentialsSchema = z.object({
  email: z.string().trim().min(1, loginTexts.emailRequired),
  password: z.string().min(1, loginTexts.passwordRequired),
});

type Credentials = z.infer<typeof credentialsSchema>;

type Problem = { kind: 'restricted' } | { kind: 'message'; title?: string; message: string } | null;

export default function LoginScreen() {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<Problem>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const form = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session) return <Navigate to={from === '/login' ? '/' : from} replace />;

  const onSubmit = form.handleSubmit(async (credentials) => {
    setProblem(null);
    const outcome = await signIn(credentials, services.client, services.session, { baseUrl: services.baseUrl, fetchFn: services.fetch });
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
  });

  return (
    <Box mih="100dvh" p="md" style={{ display: 'grid', placeItems: 'center' }}>
      <Paper withBorder shadow="sm" p="lg" w="100%" maw={400}>
        <form onSubmit={onSubmit} noValidate>
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
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label={loginTexts.passwordLabel}
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
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
