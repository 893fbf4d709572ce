#!/usr/bin/env nextflow
nextflow.enable.dsl = 2

include { CHECK_SAMPLESHEET } from './modules/samplesheet'
include { BWA_MEM2; MERGE_LANES; MARKDUP } from './modules/align'
include { HAPLOTYPECALLER; GENOMICSDB_IMPORT; GENOTYPE_GVCFS } from './modules/gatk'
include { BCFTOOLS_NORM; BCFTOOLS_STATS } from './modules/bcftools'

workflow {
    genome    = file(params.genome)
    intervals = file(params.intervals)

    CHECK_SAMPLESHEET(file(params.samplesheet))

    ch_reads = CHECK_SAMPLESHEET.out.csv
        .splitCsv(header: true)
        .map { row -> tuple([id: row.sample, lane: row.lane], file(row.fastq_1), file(row.fastq_2)) }

    BWA_MEM2(ch_reads, genome)

    // one BAM per lane -> one BAM per sample
    ch_lane_bams = BWA_MEM2.out.bam
        .map { meta, bam -> tuple(meta.id, bam) }
        .groupTuple(size: params.lanes_per_sample)

    MERGE_LANES(ch_lane_bams)
    MARKDUP(MERGE_LANES.out.bam)
    HAPLOTYPECALLER(MARKDUP.out.bam, genome, intervals)

    // every gVCF of the cohort goes into one joint-genotyping call
    ch_cohort = HAPLOTYPECALLER.out.gvcf
        .map { id, gvcf, tbi -> tuple('PT', gvcf, tbi) }
        .groupTuple()

    GENOMICSDB_IMPORT(ch_cohort, intervals)
    GENOTYPE_GVCFS(GENOMICSDB_IMPORT.out.db, genome)
    BCFTOOLS_NORM(GENOTYPE_GVCFS.out.vcf, genome)
    BCFTOOLS_STATS(BCFTOOLS_NORM.out.vcf)
}

workflow.onComplete {
    log.info "Done: ${workflow.success ? 'OK' : 'failed'}; results in ${params.outdir}"
}
