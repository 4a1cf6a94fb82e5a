import { render } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, http } from '@/api/client';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

const at = (path: string) => `*/api/admin${path}`;

/** A server answer written by hand: `__proto__` as a JSON key, plain and `\u`-escaped. */
const POISON = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
const ESCAPED = '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":true}}';

function serveRaw(path: string, body: string) {
  server.use(mswHttp.get(at(path), () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })));
}

const pristine = () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
};

describe('prototype-polluting keys in server JSON change nothing', () => {
  afterEach(() => {
    // Should a case fail, do not let it poison the next ones.
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it('the client drops __proto__ keys, at the top and deep inside, plain or escaped', async () => {
    serveRaw(
      '/probe',
      `{"code":200,"__proto__":{"code":500},"data":{"id":1,"__proto__":{"isAdmin":true},"rows":[${POISON},${ESCAPED}]}}`,
    );
    const data = await api.get<{ id: number; rows: object[] }>('/probe');
    pristine();
    expect(data.id).toBe(1);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['id', 'rows']);
    expect(Object.prototype.hasOwnProperty.call(data, '__proto__')).toBe(false);
    expect((data as Record<string, unknown>).isAdmin).toBeUndefined();
    for (const row of data.rows) expect(Object.prototype.hasOwnProperty.call(row, '__proto__')).toBe(false);
    // A harmless 'constructor' field stays data, and stays harmless.
    expect(data.rows[0]).toEqual({ constructor: { prototype: { polluted: true } } });
  });

  it('a record from the server put into a form (antd merges it into its store) brings no inherited values', async () => {
    serveRaw('/probe', `{"code":200,"data":{"postName":"CEO","__proto__":{"status":"1","isAdmin":true}}}`);
    const record = await api.get<Record<string, unknown>>('/probe');
    let form: FormInstance | undefined;
    function Editor() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={record}>
          <Form.Item name="postName">
            <input />
          </Form.Item>
        </Form>
      );
    }
    render(<Editor />);
    const values = form?.getFieldsValue(true) as Record<string, unknown>;
    expect(values.postName).toBe('CEO');
    expect(values.isAdmin).toBeUndefined();
    expect(values.status).toBeUndefined();
    pristine();
  });

  it('user info with __proto__ keys gives a plain session user', async () => {
    await signIn();
    server.use(
      mswHttp.get(
        at('/user/info'),
        () =>
          new HttpResponse(
            `{"code":200,"data":{"name":"admin","roles":["admin"],"permissions":["*:*:*"],"__proto__":{"roles":["x"],"polluted":true}}}`,
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    await useSession.getState().loadUser();
    const user = useSession.getState().user as unknown as Record<string, unknown>;
    expect(user.roles).toEqual(['admin']);
    expect(user.polluted).toBeUndefined();
    pristine();
  });

  it('leaves text answers as text', async () => {
    server.use(mswHttp.get(at('/probe-text'), () => HttpResponse.text(POISON)));
    const response = await http.get<string>('/probe-text', { responseType: 'text' });
    expect(response.data).toBe(POISON);
  });
});
