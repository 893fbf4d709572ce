package com.huamei.fieldsales.invoice;

import android.app.DownloadManager;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.net.Uri;
import android.os.Environment;
import android.widget.Toast;

import com.huamei.fieldsales.R;
import com.huamei.fieldsales.api.Api;

/** Downloads invoice PDFs with the system DownloadManager and opens them when done. */
class PdfDownloadHelper {

    private final Context context;
    private final DownloadManager manager;
    private long pendingId = -1;
    private boolean registered;

    private final BroadcastReceiver completeReceiver = new BroadcastReceiver() {
        @Override
        public void onReceive(Context c, Intent intent) {
            long id = intent.getLongExtra(DownloadManager.EXTRA_DOWNLOAD_ID, -1);
            if (id == pendingId) {
                Toast.makeText(c, R.string.download_done, Toast.LENGTH_SHORT).show();
                PdfOpener.open(c, manager.getUriForDownloadedFile(id));
            }
        }
    };

    PdfDownloadHelper(Context context) {
        this.context = context;
        this.manager = (DownloadManager) context.getSystemService(Context.DOWNLOAD_SERVICE);
    }

    void start(String url, String fileName) {
        if (!registered) {
            context.registerReceiver(completeReceiver, new IntentFilter(DownloadManager.ACTION_DOWNLOAD_COMPLETE));
            registered = true;
        }
        DownloadManager.Request request = new DownloadManager.Request(Uri.parse(url))
                .addRequestHeader("Authorization", "Bearer " + Api.get().token())
                .setTitle(fileName)
                .setMimeType("application/pdf")
                .setNotificationVisibility(DownloadManager.Request.VISIBILITY_VISIBLE_NOTIFY_COMPLETED)
                .setDestinationInExternalFilesDir(context, Environment.DIRECTORY_DOWNLOADS, fileName);
        pendingId = manager.enqueue(request);
    }

    void stop() {
        if (registered) {
            context.unregisterReceiver(completeReceiver);
            registered = false;
        }
    }
}
