#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

// A subtitle timestamp (HH:MM:SS,mmm) stored as milliseconds from the start.
class SrtTime
{
public:
    SrtTime() = default;
    explicit SrtTime(quint32 ms) : m_ms(ms) {}

    static std::optional<SrtTime> parse(const QString &text);
    QString toString() const;

    quint32 ms() const { return m_ms; }
    SrtTime shifted(qint64 deltaMs) const;
    SrtTime scaled(double factor) const;

    bool operator<(const SrtTime &o) const { return m_ms < o.m_ms; }
    bool operator==(const SrtTime &o) const { return m_ms == o.m_ms; }

private:
    quint32 m_ms = 0;
};
