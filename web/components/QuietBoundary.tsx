import { Component, type ReactNode } from "react";

/**
 * Catches the render errors of a secondary widget (the bell, the profile menu) so that it
 * disappears alone instead of taking the page down with it; the error still reaches the console.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
