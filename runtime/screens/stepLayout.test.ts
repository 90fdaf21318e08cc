import { describe, expect, it } from 'vitest';
import type { PageSection } from '@/schemas/enums/pageSections';
import { stepLayout } from './stepLayout';

type Row = [string, PageSection[] | undefined, ReturnType<typeof stepLayout>];

const ALL: ['heading', 'body', 'controls'] = ['heading', 'body', 'controls'];

const CASES: Row[] = [
  [
    'no list: header and one centre',
    undefined,
    { header: true, centre: [{ section: 'center_first', blocks: ALL }], footer: false },
  ],
  [
    'one centre section holds everything',
    ['header', 'center_first', 'footer'],
    { header: true, centre: [{ section: 'center_first', blocks: ALL }], footer: true },
  ],
  [
    'two: heading, then the rest',
    ['header', 'center_first', 'center_second', 'footer'],
    {
      header: true,
      centre: [
        { section: 'center_first', blocks: ['heading'] },
        { section: 'center_second', blocks: ['body', 'controls'] },
      ],
      footer: true,
    },
  ],
  [
    'three: one block each',
    ['center_first', 'center_second', 'center_third'],
    {
      header: false,
      centre: [
        { section: 'center_first', blocks: ['heading'] },
        { section: 'center_second', blocks: ['body'] },
        { section: 'center_third', blocks: ['controls'] },
      ],
      footer: false,
    },
  ],
  [
    'more sections than blocks: the extra ones are empty',
    ['center_first', 'center_second', 'center_third', 'center_fourth', 'center_seventh'],
    {
      header: false,
      centre: [
        { section: 'center_first', blocks: ['heading'] },
        { section: 'center_second', blocks: ['body'] },
        { section: 'center_third', blocks: ['controls'] },
      ],
      footer: false,
    },
  ],
  [
    'listed out of order: page order wins',
    ['footer', 'center_third', 'header', 'center_second'],
    {
      header: true,
      centre: [
        { section: 'center_second', blocks: ['heading'] },
        { section: 'center_third', blocks: ['body', 'controls'] },
      ],
      footer: true,
    },
  ],
  [
    'no centre section: content still drawn',
    ['header', 'footer'],
    { header: true, centre: [{ section: 'center_first', blocks: ALL }], footer: true },
  ],
  [
    'empty list: content only',
    [],
    { header: false, centre: [{ section: 'center_first', blocks: ALL }], footer: false },
  ],
];

describe('stepLayout', () => {
  it.each(CASES)('%s', (_, sections, expected) => {
    expect(stepLayout({ sections })).toEqual(expected);
  });
});
