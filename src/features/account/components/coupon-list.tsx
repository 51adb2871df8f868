import { Trans, useLingui } from '@lingui/react/macro'
import type { UserCoupon } from '#contract/account.ts'
import { useLocale } from '@/lib/i18n.ts'
import { Price } from '@/ui/price.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { useUserCoupons } from '../api/get-user-coupons.ts'
import './account.css'

/** The coupons the user holds: name, amount, used or not, and when each expires. */
export function CouponList() {
  const coupons = useUserCoupons()
  return (
    <section className="account-card" aria-labelledby="coupons-title">
      <h2 id="coupons-title">
        <Trans>My coupons</Trans>
      </h2>
      <QueryState query={coupons}>
        {(list) =>
          list.length === 0 ? (
            <p>
              <Trans>You have no coupons yet.</Trans>
            </p>
          ) : (
            <ul className="coupon-list">
              {list.map((coupon) => (
                <CouponItem key={coupon.id} coupon={coupon} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  )
}

function CouponItem({ coupon }: { coupon: UserCoupon }) {
  const { t } = useLingui()
  const locale = useLocale()
  const expires = new Intl.DateTimeFormat(locale === 'zh-cn' ? 'zh-CN' : 'en', { dateStyle: 'medium' }).format(new Date(coupon.expires_at))
  const status = coupon.status === 'used' ? t`Used` : coupon.expired ? t`Expired` : t`Not used`
  return (
    <li className={`coupon coupon--${coupon.status === 'used' || coupon.expired ? 'spent' : 'open'}`}>
      <Price usdMinor={coupon.amount} className="coupon__amount" />
      <div className="coupon__body">
        <p className="coupon__name">{coupon.name}</p>
        <p className="coupon__meta">
          <Trans>Expires {expires}</Trans>
        </p>
      </div>
      <span className="coupon__status">{status}</span>
    </li>
  )
}
