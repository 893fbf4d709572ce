#include "mainwindow.h"
#include "ui_mainwindow.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), ui(new Ui::MainWindow)
{
    ui->setupUi(this);
    ui->shiftSpin->setRange(-3600000, 3600000);
    ui->shiftSpin->setSuffix(QStringLiteral(" ms"));
    connect(ui->openButton, &QPushButton::clicked, this, &MainWindow::onOpen);
    connect(ui->applyButton, &QPushButton::clicked, this, &MainWindow::onApplyShift);
    ui->applyButton->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    ui->applyButton->setToolTip(tr("Apply shift (Ctrl+Enter)"));
    connect(ui->saveButton, &QPushButton::clicked, this, &MainWindow::onSave);
    ui->applyButton->setEnabled(false);
    ui->saveButton->setEnabled(false);
}

MainWindow::~MainWindow()
{
    delete ui;
}

void MainWindow::onOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open subtitles"), QString(), tr("SubRip (*.srt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_file.load(path, &error)) {
        QMessageBox::warning(this, tr("srtfix"), tr("Cannot read %1: %2").arg(path, error));
        return;
    }
    refreshPreview();
    ui->applyButton->setEnabled(true);
    ui->saveButton->setEnabled(true);
}

void MainWindow::onApplyShift()
{
    qint64 offset = ui->shiftSpin->value();
    // never move the first cue before 00:00:00,000
    offset = std::max(offset, -m_file.firstStartMs());
    if (offset != ui->shiftSpin->value())
        ui->shiftSpin->setValue(static_cast<int>(offset));
    m_file.shiftAll(offset);
    refreshPreview();
    statusBar()->showMessage(tr("Shifted by %1 ms").arg(offset), 3000);
}

void MainWindow::onSave()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save subtitles"), m_file.path(), tr("SubRip (*.srt)"));
    if (path.isEmpty())
        return;
    if (!m_file.save(path))
        QMessageBox::warning(this, tr("srtfix"), tr("Cannot write %1").arg(path));
}

void MainWindow::refreshPreview()
{
    ui->preview->clear();
    const auto &cues = m_file.cues();
    for (int i = 0; i < qMin(cues.size(), 200); ++i)
        ui->preview->appendPlainText(cues[i].start.toString() + QStringLiteral("  ") + cues[i].text);
}
