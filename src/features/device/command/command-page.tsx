import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Command, CommandQuery } from '@/api/modules/device/command';
import { gatewayApi, type Gateway } from '@/api/modules/device/gateway';
import { isCanceled } from '@/api/types';
import { useCrudPage } from '@/components/crud';
import { useAccess } from '@/lib/access/access';
import { commandResource } from '@/resources/command/command.resource';
import { CommandForm } from './command-form';
import { CommandHistory } from './command-history';
import { CommandReply } from './command-reply';
import { GatewayPicker } from './gateway-picker';
import { isSettled, useCommandRun } from './use-command-run';
import { useFormulas } from './use-formulas';
import styles from './command.module.css';

/** Every gateway with its online state (there are tens, not thousands). */
function useGateways() {
  const [state, setState] = useState<{ gateways: Gateway[]; loading: boolean }>({ gateways: [], loading: true });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    gatewayApi.page({ page: 1, limit: 500 }, { signal: controller.signal }).then(
      ({ list }) => setState({ gateways: list, loading: false }),
      (error: unknown) => {
        if (!isCanceled(error)) setState((s) => ({ ...s, loading: false }));
      },
    );
    return () => controller.abort();
  }, [nonce]);
  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, refresh };
}

/**
 * The command page: choose a gateway, a command and its arguments, send, and read the reply decoded beside the
 * raw frames; the gateway's command history below. `?gateway=` preselects one (the gateway list links here).
 */
export function CommandPage() {
  const access = useAccess();
  const [params] = useSearchParams();
  // The URL's gateway only starts the page: tabs are keyed by path and query, so choosing another
  // gateway must not change the URL (it would open a second tab).
  const [selected, setSelected] = useState<string | undefined>(() => params.get('gateway') ?? undefined);
  const { gateways, loading, refresh } = useGateways();
  const gateway = gateways.find((g) => g.identifier === selected);

  const commands = useCrudPage<Command, CommandQuery>(commandResource, {
    fixedQuery: useMemo(() => ({ gatewaySn: selected }), [selected]),
    enabled: selected !== undefined && access.permi('device:command:list'),
  });
  const history = commands.list;
  const { refetch } = history;
  const afterSend = useCallback(() => {
    refetch();
    refresh();
  }, [refetch, refresh]);
  const run = useCommandRun(afterSend);
  // The history may already hold the command settled (it is refetched when following ends).
  const shown =
    history.rows.find((c) => c.id === run.command?.id && isSettled(c) && !isSettled(run.command)) ?? run.command;

  const deviceIds = useMemo(
    () => [...history.rows.map((c) => c.deviceId ?? ''), shown?.deviceId ?? ''],
    [history.rows, shown],
  );
  const formulas = useFormulas(deviceIds);

  const choose = (next: Gateway) => {
    if (!next.identifier || next.identifier === selected) return;
    setSelected(next.identifier);
    history.search({});
  };

  return (
    <div className={styles.layout}>
      <GatewayPicker gateways={gateways} loading={loading} selected={selected} onSelect={choose} onRefresh={refresh} />
      <div className={styles.main}>
        <CommandForm
          gateway={gateway}
          canSend={access.permi('device:command:add')}
          sending={run.sending}
          onSend={(body) => void run.send(body)}
        />
        <CommandReply
          command={shown}
          gatewayName={gateways.find((g) => g.identifier === shown?.gatewaySn)?.name}
          formula={formulas.get(shown?.deviceId ?? '')}
        />
        {selected && <CommandHistory page={commands} formulas={formulas} onShow={run.show} />}
      </div>
    </div>
  );
}
