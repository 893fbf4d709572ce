package com.fengchao.shop.order

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.activityViewModels
import com.fengchao.shop.databinding.SheetRefundBinding
import com.fengchao.shop.util.formatFen
import com.google.android.material.bottomsheet.BottomSheetDialogFragment

/** Refund reason picker; reads the order from the activity-scoped detail view model. */
class RefundSheet : BottomSheetDialogFragment() {

    private val viewModel: OrderDetailViewModel by activityViewModels { OrderViewModelFactory }
    private var binding: SheetRefundBinding? = null

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        return SheetRefundBinding.inflate(inflater, container, false).also { binding = it }.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val order = (viewModel.state.value as? DetailState.Loaded)?.order ?: return dismiss()
        val b = binding ?: return
        b.title.text = "申请退款 · ${order.orderNo}"
        b.amount.text = formatFen(order.amountFen)
        b.btnSubmit.setOnClickListener { dismiss() }
    }

    override fun onDestroyView() {
        binding = null
        super.onDestroyView()
    }

    companion object {
        const val TAG = "RefundSheet"
    }
}
