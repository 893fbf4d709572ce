#!/usr/bin/env nextflow
nextflow.enable.dsl = 2

include { FASTP }               from './modules/fastp'
include { BWA_MEM }             from './modules/bwa_mem'
include { MARK_DUPLICATES }     from './modules/markdup'
include { HAPLOTYPECALLER }     from './modules/haplotypecaller'
include { SUMMARISE_VCF }       from './modules/summarise'

params.samples   = "${projectDir}/params/samples.csv"
params.outdir    = "results"
params.reference = "/data/shared/refs/GRCh38/GRCh38_full_analysis_set.fa"
params.intervals = "/data/shared/refs/GRCh38/wgs_calling_regions.hg38.interval_list"

workflow {
    reads = Channel
        .fromPath(params.samples)
        .splitCsv(header: true)
        .map { row -> tuple(row.sample, file(row.fastq_1), file(row.fastq_2)) }

    ref = file(params.reference)
    FASTP(reads)
    BWA_MEM(FASTP.out.reads, ref)
    MARK_DUPLICATES(BWA_MEM.out.bam)
    HAPLOTYPECALLER(MARK_DUPLICATES.out.bam, ref, file(params.intervals))
    SUMMARISE_VCF(HAPLOTYPECALLER.out.gvcf.collect())
}

workflow.onComplete {
    log.info "Pipeline finished: ${workflow.success ? 'OK' : 'FAILED'} (${workflow.duration})"
    log.info "Results in ${params.outdir}"
}
