#pragma once

#include "subtitlefile.h"

#include <QMainWindow>

namespace Ui { class MainWindow; }

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

private slots:
    void onOpen();
    void onApplyShift();
    void onSave();

private:
    void refreshPreview();

    Ui::MainWindow *ui;
    SubtitleFile m_file;
};
