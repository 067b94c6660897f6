// jsdom has no PointerEvent: without one, fireEvent drops `pointerType` and `button`.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/**
 * Gives jsdom a PointerEvent and pointer capture (which vaul's sheet takes on a press), for tests that press
 * with a finger (`fireEvent.pointerDown`).
 */
export function providePointerEvent(): void {
  if (typeof window.PointerEvent === 'undefined') {
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  }
  if (typeof Element.prototype.setPointerCapture !== 'function') {
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
    Element.prototype.hasPointerCapture = () => false;
  }
}
