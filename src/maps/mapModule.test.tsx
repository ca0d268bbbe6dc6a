// @vitest-environment jsdom
import '../test/domSetup';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mapModule } from './mapModule';

const Map = ({ label }: { label: string }) => <p>map of {label}</p>;

function Screen({ useMap }: { useMap: () => ComponentType<{ label: string }> | undefined }) {
  const Loaded = useMap();
  return Loaded ? <Loaded label="a ride" /> : <p>loading</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () => (this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children);
}

describe('a map module loaded ahead', () => {
  it('loads once when a screen mounts, shows the screen’s placeholder meanwhile, then the map at once', async () => {
    const load = vi.fn(async () => ({ default: Map }));
    const useMap = mapModule(load);
    const first = render(<Screen useMap={useMap} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('map of a ride')).toBeInTheDocument();
    first.unmount();
    // Loaded: a later screen shows the map in its first render.
    render(<Screen useMap={useMap} />);
    expect(screen.getByText('map of a ride')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and loads again on a later mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Map }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Map });
    const useMap = mapModule(load);
    const first = render(
      <Boundary>
        <Screen useMap={useMap} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    first.unmount();
    render(<Screen useMap={useMap} />);
    expect(await screen.findByText('map of a ride')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
