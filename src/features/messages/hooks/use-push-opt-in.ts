import { useEffect, useState } from 'react';
import { deleteSubscription, fetchPushKey, saveSubscription } from '../api/push';
import { vapidKeyBytes } from '../model/vapid-key';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push notifications on this device, only when the player asks (never on a
 * first visit: the opt-in is a button in the message centre after login).
 */
export function usePushOptIn() {
  const [state, setState] = useState<PushState>(() => (!supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'off'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let live = true;
    void currentSubscription().then((sub) => {
      if (live && sub && Notification.permission === 'granted') setState('on');
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const enable = async () => {
    setFailed(false);
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = (await registration.pushManager.getSubscription())
        ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(await fetchPushKey()) }));
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await saveSubscription({ endpoint: json.endpoint, keys: json.keys });
      setState('on');
    } catch {
      setFailed(true);
      setState('off');
    }
  };

  const disable = async () => {
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
    } finally {
      setState('off');
    }
  };

  return { state, failed, enable, disable };
}
