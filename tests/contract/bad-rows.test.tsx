import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Providers } from '@/app/providers';
import { CrudPage, type ResourceSpec } from '@/components/crud';
import type { PageQuery } from '@/api/types';
import { connectResource } from '@/resources/connect/connect.resource';
import { gatewayResource } from '@/resources/gateway/gateway.resource';
import { logininforResource } from '@/resources/logininfor/logininfor.resource';
import { mqttUserResource } from '@/resources/mqttuser/mqttuser.resource';
import { operlogResource } from '@/resources/operlog/operlog.resource';
import { ptfjResource } from '@/resources/attachment/ptfj.resource';
import { towerExceptionResource } from '@/resources/tower-exception/tower-exception.resource';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';
import { towerRecordResource } from '@/resources/tower-record/tower-record.resource';
import { useSession } from '@/stores/session';
import { mockControl } from '@mocks/node';
import { toasts } from '../feedback-recorder';
import { signIn } from '../helpers';
import { SPEC_ENTITIES } from './spec-table';

/**
 * A row whose spec-named fields are missing or of the wrong type shows empty cells: the list never
 * crashes and never prints undefined, null, NaN or [object Object].
 */

type Entity = keyof typeof SPEC_ENTITIES;

// Each list's resource with its record type erased: the test sends it rows of any shape.
const erase = <T extends object, Q extends PageQuery>(resource: ResourceSpec<T, Q>) =>
  resource as unknown as ResourceSpec<Record<string, unknown>>;

const LISTS: [Entity, ResourceSpec<Record<string, unknown>>][] = [
  ['operationLog', erase(operlogResource)],
  ['loginLog', erase(logininforResource)],
  ['connectRecord', erase(connectResource)],
  ['mqttUser', erase(mqttUserResource)],
  ['gateway', erase(gatewayResource)],
  ['towerInfo', erase(towerInfoResource)],
  ['towerRecord', erase(towerRecordResource)],
  ['towerException', erase(towerExceptionResource)],
  ['attachmentPtfj', erase(ptfjResource)],
];

/** Wrong types by turns: objects, arrays, a boolean, an empty string, numbers where text is expected. */
const WRONG: unknown[] = [{ nested: { deep: 1 } }, ['a', 'b'], true, '', 12, { toString: 'x' }, [], -1.5];

let consoleErrors: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  consoleErrors.mockRestore();
  mockControl.clearFaults();
  useSession.setState({ user: undefined, menus: undefined });
});

describe('bad rows: spec-named fields missing or of the wrong type', () => {
  it.each(LISTS)('%s shows empty cells, never a crash or undefined', async (entity, resource) => {
    await signIn();
    await useSession.getState().loadUser();
    const named = SPEC_ENTITIES[entity].named;
    const missing = { [resource.idKey]: 1 };
    const mistyped = Object.fromEntries([
      [resource.idKey, 2],
      ...named.map((name, index) => [name, WRONG[index % WRONG.length]]),
    ]);
    const nulls = Object.fromEntries([[resource.idKey, 3], ...named.map((name) => [name, null])]);
    mockControl.answer({
      method: 'GET',
      path: `${SPEC_ENTITIES[entity].path}/page`,
      body: { code: 200, data: { list: [missing, mistyped, nulls], total: 3 } },
    });
    const { container, unmount } = render(
      <Providers>
        <MemoryRouter>
          <CrudPage resource={resource} />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(container.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(3), {
      timeout: 10_000,
    });
    const body = container.querySelector('.ant-table-tbody')?.textContent ?? '';
    expect(body, body).not.toMatch(/undefined|null|NaN|\[object Object\]|Invalid Date/);
    expect(toasts.filter((t) => t.type === 'error')).toEqual([]);
    expect(consoleErrors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    unmount();
  });
});
