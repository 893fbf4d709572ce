#include "srttime.h"

#include <QRegularExpression>
#include <cmath>

namespace {
const QRegularExpression kTimeRe(QStringLiteral(R"(^(\d{2}):(\d{2}):(\d{2})[,.](\d{3})$)"));
}

std::optional<SrtTime> SrtTime::parse(const QString &text)
{
    const auto m = kTimeRe.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const quint32 h = m.captured(1).toUInt();
    const quint32 mi = m.captured(2).toUInt();
    const quint32 s = m.captured(3).toUInt();
    const quint32 ms = m.captured(4).toUInt();
    if (mi > 59 || s > 59)
        return std::nullopt;
    return SrtTime(((h * 60 + mi) * 60 + s) * 1000 + ms);
}

QString SrtTime::toString() const
{
    const quint32 h = m_ms / 3600000;
    const quint32 mi = (m_ms / 60000) % 60;
    const quint32 s = (m_ms / 1000) % 60;
    const quint32 ms = m_ms % 1000;
    return QStringLiteral("%1:%2:%3,%4")
        .arg(h, 2, 10, QLatin1Char('0'))
        .arg(mi, 2, 10, QLatin1Char('0'))
        .arg(s, 2, 10, QLatin1Char('0'))
        .arg(ms, 3, 10, QLatin1Char('0'));
}

SrtTime SrtTime::shifted(qint64 deltaMs) const
{
    const quint32 total = m_ms + deltaMs;
    return SrtTime(total);
}

SrtTime SrtTime::scaled(double factor) const
{
    return SrtTime(static_cast<quint32>(std::llround(m_ms * factor)));
}
