import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { CombinedError } from 'urql';
import { describeError } from '../../../api/error-message';
import { homeTexts } from './home-texts';

export type PageLoaded = (hasMore: boolean, total: number) => void;
const ignore: PageLoaded = () => undefined;
/** The line above a list saying how many it holds. */
export type CountText = (total: number) => string;

/**
 * The count's line, shown by the first page from its own answer, so that it is in the first render
 * that has the page (Home drawn by the server carries it). The line is there before the page
 * arrives, so that the cards do not jump down when it does.
 */
function PageCount({ countText, total }: { countText: CountText; total: number | undefined }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total === undefined ? '\u00a0' : countText(total)}
    </Text>
  );
}

interface PageContentProps {
  error: CombinedError | undefined;
  fetching: boolean;
  hasData: boolean;
  label: string;
  retry: () => void;
  children: ReactNode;
}

/** What one page shows while it loads, when it fails, and when it has rows; the first page, the count's line above. */
export function PageState({ countText, total, ...content }: PageContentProps & { countText: CountText | undefined; total: number | undefined }) {
  return (
    <>
      {countText && <PageCount countText={countText} total={total} />}
      <PageContent {...content} />
    </>
  );
}

function PageContent({ error, fetching, hasData, label, retry, children }: PageContentProps) {
  if (error && !hasData) {
    const { title, message } = describeError(error);
    return (
      <Alert color="red" title={title} role="alert">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="light" onClick={retry} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (fetching && !hasData) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={label} />
      </Center>
    );
  }
  return <>{children}</>;
}

/** Loads the next page when the agent scrolls to the end (where IntersectionObserver exists), else by the button. */
function LoadMore({ onMore }: { onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <>
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      <Button variant="light" onClick={onMore}>
        {homeTexts.loadMore}
      </Button>
    </>
  );
}

/**
 * A list that pages in: each page is its own query (kept as it loads, so later pages append);
 * the last page tells the total and whether more exist.
 */
export function PagedList({
  renderPage,
  countText,
  emptyTitle,
  emptyText,
  searching,
  quietWhenEmpty = false,
  onTotal,
}: {
  renderPage: (page: number, onLoaded: PageLoaded, countText: CountText | undefined) => ReactNode;
  countText?: CountText;
  emptyTitle: string;
  emptyText: string;
  searching: boolean;
  /** Shows nothing at all once it is known to be empty (a search's finds elsewhere); default false. */
  quietWhenEmpty?: boolean;
  /** Told the total once it is known. */
  onTotal?: (total: number) => void;
}) {
  const [pages, setPages] = useState(1);
  const [status, setStatus] = useState<{ hasMore: boolean; total: number; pages: number } | null>(null);
  const onLastPageLoaded = useCallback<PageLoaded>(
    (hasMore, total) =>
      setStatus((s) => (s?.hasMore === hasMore && s.total === total ? s : { hasMore, total, pages: 0 })),
    [],
  );
  const more = useCallback(() => setPages((n) => (status?.hasMore ? n + 1 : n)), [status?.hasMore]);
  // Only ask for the next page once the last asked one has arrived.
  const lastArrived = useRef(0);
  const guardedMore = useCallback(() => {
    if (lastArrived.current < pages) return;
    more();
  }, [pages, more]);
  const onLoaded = useCallback<PageLoaded>(
    (hasMore, total) => {
      lastArrived.current = pages;
      onLastPageLoaded(hasMore, total);
    },
    [pages, onLastPageLoaded],
  );

  const total = status?.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);

  if (quietWhenEmpty && total === 0) return null;
  return (
    <Stack gap="sm">
      {Array.from({ length: pages }, (_, page) => (
        <Stack gap="sm" key={page}>
          {renderPage(page, page === pages - 1 ? onLoaded : ignore, page === 0 ? countText : undefined)}
        </Stack>
      ))}
      {status?.total === 0 &&
        (searching ? (
          <Alert color="gray">{homeTexts.emptySearch}</Alert>
        ) : (
          <Alert color="gray" title={emptyTitle}>
            {emptyText}
          </Alert>
        ))}
      {status?.hasMore && <LoadMore onMore={guardedMore} />}
    </Stack>
  );
}
