package com.fleetline.driver.delivery;

import android.graphics.Color;
import android.os.Bundle;
import android.widget.Button;
import android.widget.EditText;
import android.widget.TextView;
import android.widget.Toast;
import androidx.appcompat.app.AppCompatActivity;
import com.fleetline.driver.R;
import java.text.DateFormat;
import java.util.Date;
import java.util.Locale;

/** Legacy (2016) delivery confirmation: recipient name + signature. */
public class DeliveryConfirmActivity extends AppCompatActivity {

    public static final String EXTRA_STOP_ID = "stop_id";

    private SignatureView signature;
    private TextView signHint;
    private EditText recipientName;
    private DeliveryRepository repository;
    private long stopId;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_delivery_confirm);
        repository = DeliveryRepository.get(this);
        stopId = getIntent().getLongExtra(EXTRA_STOP_ID, -1);

        Stop stop = repository.stop(stopId);
        ((TextView) findViewById(R.id.stop_address)).setText(stop.getAddressLine());
        // Follow the device locale (DRV-512): 03.06.2025 in de-AT/de-DE, Jun 3, 2025 in en-US.
        DateFormat format = DateFormat.getDateInstance(DateFormat.MEDIUM, Locale.getDefault());
        ((TextView) findViewById(R.id.delivery_date)).setText(format.format(new Date()));

        signature = findViewById(R.id.signature);
        signHint = findViewById(R.id.sign_hint);
        recipientName = findViewById(R.id.recipient_name);

        Button clear = findViewById(R.id.btn_clear);
        clear.setOnClickListener(v -> resetSignature());
        Button confirm = findViewById(R.id.btn_confirm);
        confirm.setOnClickListener(v -> confirm());

        signature.setOnStrokeListener(() -> signHint.setVisibility(TextView.INVISIBLE));
        resetSignature();
    }

    private void resetSignature() {
        signature.clear();
        signHint.setVisibility(TextView.VISIBLE);
        signHint.setTextColor(Color.parseColor("#8A8A8A"));
        signHint.setText("Sign above the line");
    }

    private void confirm() {
        String name = recipientName.getText().toString().trim();
        if (name.isEmpty()) {
            recipientName.setError(getString(R.string.delivery_recipient_required));
            return;
        }
        if (signature.isEmpty()) {
            signHint.setTextColor(Color.RED);
            Toast.makeText(this, R.string.delivery_signature_required, Toast.LENGTH_SHORT).show();
            return;
        }
        repository.confirm(stopId, name, signature.toPng());
        finish();
    }
}
