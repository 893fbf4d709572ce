#pragma once

#include "srttime.h"

#include <QList>
#include <QString>

struct Cue {
    SrtTime start;
    SrtTime end;
    QString text;
};

QList<Cue> parseCues(const QString &text, QString *error);

class SubtitleFile
{
public:
    bool load(const QString &path, QString *error = nullptr);
    bool save(const QString &path) const;
    void shiftAll(qint64 deltaMs);
    qint64 firstStartMs() const;

    const QList<Cue> &cues() const { return m_cues; }
    QString path() const { return m_path; }

private:
    QList<Cue> m_cues;
    QString m_path;
};
