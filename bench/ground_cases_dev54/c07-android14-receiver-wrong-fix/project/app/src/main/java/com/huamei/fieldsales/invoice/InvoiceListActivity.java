package com.huamei.fieldsales.invoice;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.os.Bundle;
import android.view.View;
import android.widget.ProgressBar;
import android.widget.Toast;

import androidx.appcompat.app.AppCompatActivity;
import androidx.core.content.ContextCompat;
import androidx.recyclerview.widget.LinearLayoutManager;
import androidx.recyclerview.widget.RecyclerView;

import com.huamei.fieldsales.R;
import com.huamei.fieldsales.api.Api;
import com.huamei.fieldsales.sync.SyncService;

import java.util.List;

/** Legacy (2017) invoice list. Still uses AsyncTask-era patterns; rewrite is planned for 5.0. */
public class InvoiceListActivity extends AppCompatActivity implements InvoiceAdapter.Listener {

    private RecyclerView list;
    private ProgressBar progress;
    private InvoiceAdapter adapter;
    private PdfDownloadHelper downloads;

    private final BroadcastReceiver syncStatusReceiver = new BroadcastReceiver() {
        @Override
        public void onReceive(Context context, Intent intent) {
            boolean running = intent.getBooleanExtra(SyncService.EXTRA_RUNNING, false);
            progress.setVisibility(running ? View.VISIBLE : View.GONE);
            if (!running) {
                reload();
            }
        }
    };

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_invoice_list);
        list = findViewById(R.id.invoice_list);
        progress = findViewById(R.id.progress);
        adapter = new InvoiceAdapter(this);
        list.setLayoutManager(new LinearLayoutManager(this));
        list.setAdapter(adapter);
        downloads = new PdfDownloadHelper(this);
    }

    @Override
    protected void onResume() {
        super.onResume();
        ContextCompat.registerReceiver(this, syncStatusReceiver,
                new IntentFilter(SyncService.ACTION_SYNC_STATUS), ContextCompat.RECEIVER_NOT_EXPORTED);
        reload();
    }

    @Override
    protected void onPause() {
        unregisterReceiver(syncStatusReceiver);
        super.onPause();
    }

    @Override
    protected void onDestroy() {
        downloads.stop();
        super.onDestroy();
    }

    private void reload() {
        Api.get().invoices().enqueue(new Api.Callback<List<Invoice>>() {
            @Override
            public void onResult(List<Invoice> invoices) {
                adapter.submit(invoices);
            }

            @Override
            public void onError(String message) {
                Toast.makeText(InvoiceListActivity.this, message, Toast.LENGTH_LONG).show();
            }
        });
    }

    @Override
    public void onDownloadClicked(Invoice invoice) {
        downloads.start(invoice.getPdfUrl(), invoice.getNumber() + ".pdf");
        Toast.makeText(this, R.string.download_started, Toast.LENGTH_SHORT).show();
    }
}
