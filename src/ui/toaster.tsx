import { Toast } from 'radix-ui'
import { useStore } from '@/lib/external-store.ts'
import { dismissToast, toastDurations, toastStore, type ToastItem } from './toast-store.ts'
import './toaster.css'

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <Toast.Root
      className={`toast toast--${item.tone}`}
      duration={toastDurations[item.kind]}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id)
      }}
      type={item.tone === 'error' ? 'foreground' : 'background'}
    >
      <Toast.Title className="toast__title">{item.title}</Toast.Title>
      {item.description ? <Toast.Description className="toast__description">{item.description}</Toast.Description> : null}
    </Toast.Root>
  )
}

/** Two stacks: short messages at the top centre, notifications 65 px from the top right. */
export function Toaster() {
  const items = useStore(toastStore)
  return (
    <>
      <Toast.Provider swipeDirection="up" label="Messages">
        {items
          .filter((item) => item.kind === 'message')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
        <Toast.Viewport className="toast-viewport toast-viewport--message" />
      </Toast.Provider>
      <Toast.Provider swipeDirection="right" label="Notifications">
        {items
          .filter((item) => item.kind === 'notification')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
        <Toast.Viewport className="toast-viewport toast-viewport--notification" />
      </Toast.Provider>
    </>
  )
}
