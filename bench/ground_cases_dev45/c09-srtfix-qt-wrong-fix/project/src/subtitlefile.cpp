#include "subtitlefile.h"

#include <QFile>
#include <QTextStream>

bool SubtitleFile::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    QTextStream in(&f);
    m_cues = parseCues(in.readAll(), error);
    m_path = path;
    return !m_cues.isEmpty();
}

bool SubtitleFile::save(const QString &path) const
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Truncate))
        return false;
    QTextStream out(&f);
    for (int i = 0; i < m_cues.size(); ++i) {
        const Cue &c = m_cues[i];
        out << (i + 1) << "\n" << c.start.toString() << " --> " << c.end.toString() << "\n" << c.text << "\n\n";
    }
    return true;
}

void SubtitleFile::shiftAll(qint64 deltaMs)
{
    for (Cue &c : m_cues) {
        c.start = c.start.shifted(deltaMs);
        c.end = c.end.shifted(deltaMs);
    }
}

qint64 SubtitleFile::firstStartMs() const
{
    return m_cues.isEmpty() ? 0 : m_cues.first().start.ms();
}
