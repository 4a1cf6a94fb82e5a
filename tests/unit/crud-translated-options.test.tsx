import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageQuery } from '@/api/types';
import { Providers } from '@/app/providers';
import { CrudPage, defineResource } from '@/components/crud';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { act } from 'react';

interface Link {
  linkId?: number;
  name?: string;
  link?: string;
}

const rows: Link[] = [
  { linkId: 1, name: 'north', link: 'ETHERNET' },
  { linkId: 2, name: 'south', link: 'LORA' },
  { linkId: 3, name: 'east', link: 'UNKNOWN' },
];

const linkResource = defineResource({
  key: 'linkTest',
  api: { page: (_query: PageQuery) => Promise.resolve({ list: rows, total: rows.length }) },
  idKey: 'linkId',
  nameField: 'name',
  permission: 'device:gateway',
  fields: [
    { name: 'linkId', form: false },
    { name: 'name' },
    {
      name: 'link',
      kind: 'select',
      options: { i18nPrefix: 'linkTest:links', values: ['ETHERNET', 'LORA'] },
      search: true,
    },
  ],
});

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'linkTest', {
    name: '链路',
    fields: { linkId: '编号', name: '名称', link: '联网方式' },
    links: { ETHERNET: '以太网', LORA: 'LoRa 无线' },
  });
  i18n.addResourceBundle('en', 'linkTest', {
    name: 'Link',
    fields: { linkId: 'No.', name: 'Name', link: 'Link' },
    links: { ETHERNET: 'Ethernet', LORA: 'LoRa radio' },
  });
});

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

let loads = 0;
const loadOwners = () => {
  loads += 1;
  return Promise.resolve([
    { label: 'North site', value: 'north' },
    { label: 'South site', value: 'south' },
  ]);
};

const ownerResource = defineResource({
  key: 'linkTest',
  api: { page: (_query: PageQuery) => Promise.resolve({ list: rows, total: rows.length }) },
  idKey: 'linkId',
  nameField: 'name',
  permission: 'device:gateway',
  fields: [
    { name: 'linkId', form: false },
    { name: 'name', kind: 'select', options: loadOwners },
  ],
});

describe('options in a list column', () => {
  it('are loaded once for all the cells that mount together', async () => {
    useSession.setState({
      user: { name: 'a', nickName: 'a', avatar: '', introduction: '', roles: ['admin'], permissions: ['*:*:*'] },
    });
    render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={ownerResource} />
        </MemoryRouter>
      </Providers>,
    );
    const table = await screen.findByRole('table', { hidden: true });
    expect(await within(table).findByText('North site')).toBeInTheDocument();
    expect(within(table).getByText('South site')).toBeInTheDocument();
    expect(within(table).getByText('east')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});

describe('translated fixed options', () => {
  it('label the values in the reader language, follow a language switch, and show unknown values as they are', async () => {
    useSession.setState({
      user: { name: 'a', nickName: 'a', avatar: '', introduction: '', roles: ['admin'], permissions: ['*:*:*'] },
    });
    render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={linkResource} />
        </MemoryRouter>
      </Providers>,
    );
    const table = await screen.findByRole('table', { hidden: true });
    expect(await within(table).findByText('以太网')).toBeInTheDocument();
    expect(within(table).getByText('LoRa 无线')).toBeInTheDocument();
    expect(within(table).getByText('UNKNOWN')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(await within(table).findByText('Ethernet')).toBeInTheDocument();
    expect(within(table).getByText('LoRa radio')).toBeInTheDocument();
    expect(within(table).queryByText('以太网')).toBeNull();
  });
});
