import { expect, test } from 'vitest';
import { faqMatches, searchFaq } from '../../src/domain/faq-search';

const topics = [
  { topic: 'KYC', entries: [{ question: 'How do I send a KYC link?', answer: 'Use Send KYC link on the KYC Details step.' }] },
  {
    topic: 'Devices',
    entries: [
      { question: 'The soundbox does not speak', answer: 'Check the SIM and volume.' },
      { question: 'How do I map a QR code?', answer: 'Open Map Other QR Codes.' },
    ],
  },
];

test('an empty search keeps everything', () => {
  expect(searchFaq(topics, '  ')).toEqual(topics);
});

test('every word must appear as the start of a word, case-insensitively, in question, answer or topic', () => {
  expect(searchFaq(topics, 'qr')).toEqual([{ topic: 'Devices', entries: [topics[1]?.entries[1]] }]);
  expect(searchFaq(topics, 'SOUND sim')).toEqual([{ topic: 'Devices', entries: [topics[1]?.entries[0]] }]);
  expect(searchFaq(topics, 'devices').map((t) => t.entries.length)).toEqual([2]);
  expect(searchFaq(topics, 'kyc link')).toHaveLength(1);
});

test('no match leaves no topics', () => {
  expect(searchFaq(topics, 'mandate')).toEqual([]);
  expect(faqMatches({ question: 'a', answer: 'b' }, 'ound')).toBe(false);
});
