package com.fengchao.shop.order

import android.os.Bundle
import android.view.View
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.activityViewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.navigation.fragment.navArgs
import com.fengchao.shop.R
import com.fengchao.shop.databinding.FragmentOrderDetailBinding
import com.fengchao.shop.util.formatFen
import kotlinx.coroutines.launch

class OrderDetailFragment : Fragment(R.layout.fragment_order_detail) {

    private val args: OrderDetailFragmentArgs by navArgs()
    private val viewModel: OrderDetailViewModel by activityViewModels { OrderViewModelFactory }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentOrderDetailBinding.bind(view)
        viewModel.load(args.orderId)

        binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }
        binding.btnConfirm.setOnClickListener { viewModel.confirmReceipt() }
        binding.btnRefund.setOnClickListener { RefundSheet().show(childFragmentManager, RefundSheet.TAG) }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { state -> render(binding, state) }
            }
        }
    }

    private fun render(b: FragmentOrderDetailBinding, state: DetailState) {
        b.swipeRefresh.isRefreshing = state is DetailState.Loading
        b.errorView.isVisible = state is DetailState.Failed
        b.content.isVisible = state is DetailState.Loaded
        when (state) {
            is DetailState.Loaded -> {
                val o = state.order
                b.orderNo.text = o.orderNo
                b.status.text = o.statusLabel
                b.amount.text = formatFen(o.amountFen)
                b.receiver.text = getString(R.string.receiver_format, o.receiverName, o.receiverPhoneMasked)
                b.address.text = o.address
                b.btnConfirm.isVisible = o.status == OrderStatus.SHIPPED
                b.btnRefund.isVisible = o.refundable
            }
            is DetailState.Failed -> b.errorText.text = state.message
            DetailState.Loading -> Unit
        }
    }
}
