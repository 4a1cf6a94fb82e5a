import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

type ErrorReporter = (error: Error, info?: ErrorInfo) => void;

let reporter: ErrorReporter | undefined;

/** The error log registers itself here (production builds only). */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (e.g. the route path). */
  resetKey?: string;
}

interface State {
  error: Error | undefined;
  resetKey?: string;
}

/** A crashed page shows a recoverable panel, never a white screen (invariant 10). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: undefined, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reporter?.(error, info);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <Result
            status="error"
            title={t('errorPage.crashedTitle')}
            subTitle={t('errorPage.crashed')}
            extra={[
              <Button key="retry" type="primary" onClick={() => this.setState({ error: undefined })}>
                {t('actions.retry')}
              </Button>,
              <Button key="home" href="/dashboard">
                {t('actions.backHome')}
              </Button>,
            ]}
          />
        )}
      </Translation>
    );
  }
}
