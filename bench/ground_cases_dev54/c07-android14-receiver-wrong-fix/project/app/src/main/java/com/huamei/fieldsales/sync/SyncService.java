package com.huamei.fieldsales.sync;

import android.app.IntentService;
import android.content.Intent;

import com.huamei.fieldsales.api.Api;

/** Pulls orders and invoices from the ERP gateway; broadcasts its status to open screens. */
public class SyncService extends IntentService {

    public static final String ACTION_SYNC_STATUS = "com.huamei.fieldsales.SYNC_STATUS";
    public static final String EXTRA_RUNNING = "running";

    public SyncService() {
        super("SyncService");
    }

    @Override
    protected void onHandleIntent(Intent intent) {
        broadcast(true);
        try {
            Api.get().syncOrders();
            Api.get().syncInvoices();
        } finally {
            broadcast(false);
        }
    }

    private void broadcast(boolean running) {
        Intent status = new Intent(ACTION_SYNC_STATUS);
        status.setPackage(getPackageName());
        status.putExtra(EXTRA_RUNNING, running);
        sendBroadcast(status);
    }
}
