package com.fleetline.driver.delivery;

import android.content.Context;
import android.graphics.Bitmap;
import android.graphics.Canvas;
import android.graphics.Color;
import android.graphics.Paint;
import android.graphics.Path;
import android.util.AttributeSet;
import android.view.MotionEvent;
import android.view.View;
import java.io.ByteArrayOutputStream;

/** Finger signature pad with a baseline; the hint text below it belongs to the activity. */
public class SignatureView extends View {

    public interface OnStrokeListener { void onStroke(); }

    private final Paint ink = new Paint(Paint.ANTI_ALIAS_FLAG);
    private final Paint baseline = new Paint();
    private final Path path = new Path();
    private OnStrokeListener listener;
    private boolean empty = true;

    public SignatureView(Context context, AttributeSet attrs) {
        super(context, attrs);
        ink.setColor(Color.BLACK);
        ink.setStyle(Paint.Style.STROKE);
        ink.setStrokeWidth(4f);
        baseline.setColor(Color.LTGRAY);
        baseline.setStrokeWidth(2f);
        setContentDescription("Signature pad");
    }

    public void setOnStrokeListener(OnStrokeListener listener) { this.listener = listener; }

    public boolean isEmpty() { return empty; }

    public void clear() {
        path.reset();
        empty = true;
        invalidate();
    }

    @Override
    protected void onDraw(Canvas canvas) {
        float y = getHeight() * 0.75f;
        canvas.drawLine(24, y, getWidth() - 24, y, baseline);
        canvas.drawPath(path, ink);
    }

    @Override
    public boolean onTouchEvent(MotionEvent e) {
        if (e.getAction() == MotionEvent.ACTION_DOWN) {
            path.moveTo(e.getX(), e.getY());
            if (empty && listener != null) listener.onStroke();
            empty = false;
        } else if (e.getAction() == MotionEvent.ACTION_MOVE) {
            path.lineTo(e.getX(), e.getY());
        }
        invalidate();
        return true;
    }

    public byte[] toPng() {
        Bitmap bmp = Bitmap.createBitmap(getWidth(), getHeight(), Bitmap.Config.ARGB_8888);
        draw(new Canvas(bmp));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        bmp.compress(Bitmap.CompressFormat.PNG, 100, out);
        return out.toByteArray();
    }
}
