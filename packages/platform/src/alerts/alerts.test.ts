import { makeStore } from '../store/makeStore';
import { closeAlert, CONFIRMATION_MS, confirmAlert, showAlert } from './alertThunks';
import { selectAlert } from './alertsSlice';

describe('alerts (spec §3 Alert)', () => {
  it('shows an alert with its title, message and type, with no OK button without a callback', () => {
    const store = makeStore();
    store.dispatch(showAlert({ title: '¡Muy Bien!', message: 'Codigo copiado con exito', type: 'info' }));
    expect(selectAlert(store.getState())).toMatchObject({
      isActive: true,
      title: '¡Muy Bien!',
      message: 'Codigo copiado con exito',
      type: 'info',
      hasOk: false,
    });
  });

  it('runs the OK callback once and closes', () => {
    const store = makeStore();
    const onOk = jest.fn();
    store.dispatch(showAlert({ title: '¡Upps!', message: 'Intenta de nuevo', type: 'error', onOk }));
    expect(selectAlert(store.getState()).hasOk).toBe(true);
    store.dispatch(confirmAlert());
    store.dispatch(confirmAlert());
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(selectAlert(store.getState()).isActive).toBe(false);
  });

  it('closing does not run the OK callback', () => {
    const store = makeStore();
    const onOk = jest.fn();
    store.dispatch(showAlert({ title: 'Aviso', message: '¿Seguro?', type: 'warning', onOk }));
    store.dispatch(closeAlert());
    store.dispatch(confirmAlert());
    expect(onOk).not.toHaveBeenCalled();
    expect(selectAlert(store.getState()).isActive).toBe(false);
  });

  it('a new alert replaces the previous one and its callback', () => {
    const store = makeStore();
    const first = jest.fn();
    const second = jest.fn();
    store.dispatch(showAlert({ title: 'Uno', message: '1', type: 'info', onOk: first }));
    store.dispatch(showAlert({ title: 'Dos', message: '2', type: 'success', onOk: second }));
    expect(selectAlert(store.getState()).title).toBe('Dos');
    store.dispatch(confirmAlert());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a confirmation closes by itself after its time, and its timer never closes a later alert', () => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      store.dispatch(showAlert({ title: '¡Muy Bien!', message: 'Codigo copiado con exito', type: 'info', autoCloseMs: CONFIRMATION_MS }));
      expect(selectAlert(store.getState())).toMatchObject({ isActive: true, autoClose: true });
      jest.advanceTimersByTime(CONFIRMATION_MS - 1);
      expect(selectAlert(store.getState()).isActive).toBe(true);
      jest.advanceTimersByTime(1);
      expect(selectAlert(store.getState()).isActive).toBe(false);

      store.dispatch(showAlert({ title: 'Uno', message: '1', type: 'info', autoCloseMs: 1_000 }));
      jest.advanceTimersByTime(500);
      store.dispatch(showAlert({ title: '¡Upps!', message: 'Falló', type: 'error' }));
      jest.advanceTimersByTime(10_000);
      expect(selectAlert(store.getState())).toMatchObject({ isActive: true, title: '¡Upps!', autoClose: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('an alert that asks for OK never closes by itself', () => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      store.dispatch(showAlert({ title: 'Aviso', message: '¿Seguro?', type: 'warning', onOk: jest.fn(), autoCloseMs: 100 }));
      jest.advanceTimersByTime(1_000);
      expect(selectAlert(store.getState())).toMatchObject({ isActive: true, autoClose: false });
    } finally {
      jest.useRealTimers();
    }
  });
});
