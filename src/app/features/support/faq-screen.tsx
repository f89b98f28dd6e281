import { useMemo, useState } from 'react';
import { Accordion, Alert, Button, Center, CloseButton, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { FaqScreen_ListDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { searchFaq } from '../../../domain/faq-search';

export const faqTexts = {
  title: 'FAQ',
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search questions, e.g. KYC link',
  clear: 'Clear search',
  noMatch: "Sorry, we couldn't find what you're looking for. Can you try a different word?",
  retry: 'Try again',
} as const;

const noVariables = { input: {} };

/** Frequently asked questions, grouped by topic; the search filters as the agent types, without a call per keystroke. */
export default function FaqScreen() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: FaqScreen_ListDocument, variables: noVariables });
  const [search, setSearch] = useState('');
  const topics = data?.faqList.topics;
  const shown = useMemo(() => (topics ? searchFaq(topics, search) : []), [topics, search]);

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1} size="h2">
        {faqTexts.title}
      </Title>
      <TextInput
        label={faqTexts.searchLabel}
        placeholder={faqTexts.searchPlaceholder}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={search ? <CloseButton aria-label={faqTexts.clear} onClick={() => setSearch('')} /> : null}
      />
      {error && !topics && (
        <Alert color="red" title={describeError(error).title} role="alert">
          <Stack gap="xs">
            <Text size="sm">{describeError(error).message}</Text>
            <Button size="xs" variant="light" w="fit-content" onClick={() => reexecute()}>
              {faqTexts.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {fetching && !topics && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading questions" />
        </Center>
      )}
      {topics && shown.length === 0 && (
        <Text c="dimmed" role="status">
          {faqTexts.noMatch}
        </Text>
      )}
      {shown.map((topic) => (
        <section key={topic.topic} aria-label={topic.topic}>
          <Title order={2} size="h4" mb="xs">
            {topic.topic}
          </Title>
          {/* While searching, the matching answers show open; the key resets them when the matches change. */}
          <Accordion variant="separated" multiple defaultValue={search ? topic.entries.map((e) => e.id) : []} key={search ? `open:${topic.entries.map((e) => e.id).join()}` : 'closed'}>
            {topic.entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
