import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FaqScreen_ListDocument } from '../../generated/graphql';
import { AppServicesProvider } from '../../src/app/app-services';
import { LoadingBar } from '../../src/app/shell/loading-bar';
import { aloneServices } from './alone-services';

test('the bar at the top shows while a call is in flight and hides once it is answered', async () => {
  let answer: (response: Response) => void = () => undefined;
  const services = aloneServices({ fetchFn: () => new Promise<Response>((resolve) => (answer = resolve)) });
  const { client } = services;
  render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <LoadingBar />
      </AppServicesProvider>
    </MantineProvider>,
  );
  expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

  const call = client.query(FaqScreen_ListDocument, { input: { search: 'mandate' } }).toPromise();
  expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

  await act(async () => {
    answer(Response.json({ data: { faqList: { sections: [] } } }));
    await call;
  });
  expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
});
