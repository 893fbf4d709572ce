import { autoUpdater } from 'electron-updater';
import { dialog } from 'electron';

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * Checks GitHub releases at startup and every six hours; asks before restarting.
 */
export function startUpdater(): void {
  autoUpdater.autoDownload = true;
  autoUpdater.on('error', (err) => {
    console.error('[updater]', err);
  });
  autoUpdater.on('update-downloaded', async (info) => {
    const { response } = await dialog.showMessageBox({
      type: 'info',
      buttons: ['再起動して更新', 'あとで'],
      defaultId: 0,
      cancelId: 1,
      message: `MDNote ${info.version} をインストールできます`,
      detail: '再起動すると新しいバージョンになります。',
    });
    if (response === 0) {
      autoUpdater.quitAndInstall();
    }
  });

  void autoUpdater.checkForUpdatesAndNotify();
  setInterval(() => {
    void autoUpdater.checkForUpdates();
  }, SIX_HOURS);
}
