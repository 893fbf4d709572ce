#include "mainwindow.h"
#include "subtitlefile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

// GUI by default; `srtfix -s <ms> in.srt [-o out.srt]` runs headless.
int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("srtfix"));
    QApplication::setApplicationVersion(QStringLiteral("1.2.0"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption shiftOpt({QStringLiteral("s"), QStringLiteral("shift")}, QStringLiteral("Shift by <ms>."), QStringLiteral("ms"));
    QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Output file."), QStringLiteral("file"));
    parser.addOption(shiftOpt);
    parser.addOption(outOpt);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Subtitle file."));
    parser.process(app);

    if (!parser.isSet(shiftOpt)) {
        MainWindow w;
        w.show();
        return app.exec();
    }

    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << "srtfix: exactly one input file expected\n";
        return 2;
    }
    SubtitleFile file;
    QString error;
    if (!file.load(files.first(), &error)) {
        err << "srtfix: " << error << "\n";
        return 1;
    }
    file.shiftAll(parser.value(shiftOpt).toLongLong());
    return file.save(parser.value(outOpt).isEmpty() ? files.first() : parser.value(outOpt)) ? 0 : 1;
}
