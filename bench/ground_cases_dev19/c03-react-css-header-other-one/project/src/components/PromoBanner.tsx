import "./banner.css";

type Props = { text: string; href?: string; onClose?: () => void };

export default function PromoBanner({ text, href, onClose }: Props) {
  return (
    <div className="promo-banner" role="note">
      {href ? <a href={href}>{text}</a> : <span>{text}</span>}
      {onClose && (
        <button className="promo-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
